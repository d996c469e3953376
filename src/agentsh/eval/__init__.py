"""Evaluators: the meaning of expanded shell constructs.

* :mod:`agentsh.eval.arith` -- arithmetic (``$(( ))``, ``(( ))``, ``let``, subscripts).
* :mod:`agentsh.eval.pattern` -- glob/extglob patterns, ``${v#p}`` ``${v/p/r}`` ``${v^^p}``.
* :mod:`agentsh.eval.glob` -- pathname expansion over the virtual filesystem.
* :mod:`agentsh.eval.cond` -- ``[[ ]]`` and the ``test``/``[`` builtin.
* :mod:`agentsh.eval.words` -- word expansion.
"""
