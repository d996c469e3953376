"""Simple commands compiled once into one function each (``SimpleCommand.run``).

:meth:`Shell.exec_simple` decides, per execution, everything about a command: whether it has
words, assignments, redirections, declaration arguments, literal words... A loop runs the
same command thousands of times, and those answers never change. Here a command of one of
the common shapes gets a function that has them built in, and does only what can change
between runs:

* ``name=$((...))`` (warm arithmetic :mod:`arith_source` compiles): one generated function
  reads, evaluates and stores (:func:`agentsh.eval.arith.compile_store`);
* ``name=word`` / ``name+=word``: the value expanded, stored in a plain scalar inline;
* other assignment-only commands: exec_simple's prologue, then ``_assign_plain``;
* ``name=(...)`` / ``name+=(...)`` alone, of elements without subscripts: the words
  expanded in one call, stored in a plain indexed array inline;
* ``IFS=x read ...`` of literal words: read gets the IFS text, no temporary variable;
* words alone (``f $i 3``, ``printf -v x %s "$y"``, ``local a=$1 b``): the leading and
  trailing literal words kept as text, the function or builtin called as exec_simple's
  common case does.

Decision: each function first checks, without any effect, the state under which it would
differ from exec_simple (a DEBUG trap, xtrace, allexport; aliases, a policy or an
``on_command`` hook for commands of words; process substitutions pending) and then hands
the command to exec_simple whole; what it meets later (a variable that is not a plain
scalar, an expansion error, ``exec``) it hands to the same methods exec_simple would use at
that point. So a compiled command and exec_simple cannot disagree. The guard and
exec_simple's prologue are written out in each function: a shared helper's call cost more
per command (~500 instructions, measured with callgrind) than these functions save. The
functions hold only the node's own data (ASTs are shared by every ``Bash`` through the
parse cache), never a shell's.

A command is compiled on its second run, not its first (:data:`RAN_ONCE` marks the first):
most commands an agent sends run once, where compiling costs more than it saves, and a
compiled function refers to its node, which refers to it. That cycle would keep the tree
of every ``eval``'d text that ran once alive until Python's cyclic collector found it, and
the collections walking those trees took 30-45 % of a loop of ``eval``s of new text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from agentsh.eval.arith import compile_store, to_int_string
from agentsh.eval.words import Expander
from agentsh.exec.io import IO
from agentsh.runtime.variables import Var
from agentsh.syntax import ast as A

if TYPE_CHECKING:
    from agentsh.exec.shell import BuiltinFn, Shell, _AssignPlan  # pyright: ignore[reportPrivateUsage]

#: a simple command's compiled form
Run = Callable[["Shell", IO], int]


class _RanOnce:
    """The type of :data:`RAN_ONCE`: false, as "no compiled form" is for every caller."""

    __slots__ = ()

    def __bool__(self) -> bool:
        return False

    def __repr__(self) -> str:
        return "RAN_ONCE"


#: ``SimpleCommand.run`` of a command that has run once, not compiled (see above)
RAN_ONCE: Any = _RanOnce()

#: the builtin table, once loaded (:func:`load_builtins`: builtins import the shell)
builtin_table: list[dict[str, BuiltinFn]] = []


def load_builtins() -> dict[str, BuiltinFn]:
    """The builtin table, imported on first use."""
    if not builtin_table:
        from agentsh.builtins import BUILTINS

        builtin_table.append(BUILTINS)
    return builtin_table[0]


#: the getter of ``nosplit_getter`` for a ``$((...))`` value
ARITH_TEXT = Expander._arith_text  # pyright: ignore[reportPrivateUsage]


def compile_assign(cmd: A.SimpleCommand, plan: _AssignPlan) -> None:
    """Decide ``cmd.run`` for an assignment-only command of plan ``plan``. One ``$((...))``
    is decided once its arithmetic has warmed up (its ``cache`` holds the generated
    function): until then ``cmd.run`` stays None."""
    store: Callable[[Any], int | None] | None = None
    if len(plan) == 1:
        a, name, _text, get, arg, index = plan[0]
        if get is ARITH_TEXT and index is None and not a.append:
            made = compile_store(name, arg, Var)
            if made is None:
                return  # not warm yet: decided on a later run
            store = made or None
        elif index is None:
            # ``last=$3``, ``ip=${line%% *}``, ``out+="$cell;"``, ``total+=i`` (declare -i)
            A.memo(cmd, "run", _assign_one_run(cmd, plan))
            return
    A.memo(cmd, "run", _assign_run(cmd, plan, store))


def _assign_run(
    cmd: A.SimpleCommand, plan: _AssignPlan, store: Callable[[Any], int | None] | None
) -> Run:
    """Assignments only: the prologue, then the generated ``store`` when there is one (and
    the string limit leaves room for any number's text), else, or when it declines (the
    variable is not a plain scalar, a value is not a number's text, an error),
    ``_assign_plain``."""
    line = cmd.span.line

    def run(sh: Shell, io: IO) -> int:
        if (
            "DEBUG" in sh.traps
            or "xtrace" in (opts := sh.options)
            or "allexport" in opts
            or sh._procsub_fds  # pyright: ignore[reportPrivateUsage]
            or sh._procsub_pending  # pyright: ignore[reportPrivateUsage]
        ):
            return sh.exec_simple(cmd, io)
        if line:
            sh.lineno = line
        budget = sh.budget
        n = budget.commands = budget.commands + 1
        if n >= budget.next_check:
            budget.counted(n)
        sh._current_io = io  # pyright: ignore[reportPrivateUsage]
        sh.current_cmd = cmd
        sh._cmdsub_status = None  # pyright: ignore[reportPrivateUsage]
        sh.underscore = ""
        if store is None or sh.limits.max_string_bytes < 32 or store(sh) is None:
            return sh._assign_plain(plan, io)  # pyright: ignore[reportPrivateUsage]
        return 0

    return run


def _assign_one_run(cmd: A.SimpleCommand, plan: _AssignPlan) -> Run:
    """One ``name=word`` or ``name+=word`` (a word to expand, or known text): the prologue,
    then ``_assign_plain``'s work for its one step, inline."""
    line = cmd.span.line
    a, name, text, get, arg, _index = plan[0]
    append = a.append

    def run(sh: Shell, io: IO) -> int:
        if (
            "DEBUG" in sh.traps
            or "xtrace" in (opts := sh.options)
            or "allexport" in opts
            or sh._procsub_fds  # pyright: ignore[reportPrivateUsage]
            or sh._procsub_pending  # pyright: ignore[reportPrivateUsage]
        ):
            return sh.exec_simple(cmd, io)
        if line:
            sh.lineno = line
        budget = sh.budget
        n = budget.commands = budget.commands + 1
        if n >= budget.next_check:
            budget.counted(n)
        sh._current_io = io  # pyright: ignore[reportPrivateUsage]
        sh.current_cmd = cmd
        sh._cmdsub_status = None  # pyright: ignore[reportPrivateUsage]
        sh.underscore = ""
        try:
            value = text if text is not None else get(sh._expander, arg)  # pyright: ignore[reportPrivateUsage]
            if len(value) <= sh.limits.max_string_bytes:
                frames = sh.vars.frames
                var = frames[0].vars.get(name) if len(frames) == 1 else sh.vars.lookup(name)
                if var is None:
                    frames[0].vars[name] = Var(value)
                    value = None
                elif not (
                    var.nameref or var.readonly or var.integer or var.lower or var.upper
                ) and (var.value is None or var.value.__class__ is str):
                    if not append or not var.value:
                        var.value = value
                        value = None
                    else:
                        old: str = var.value  # pyright: ignore[reportAssignmentType]
                        if len(old) + len(value) <= sh.limits.max_string_bytes:
                            # as _assign_plain: ``old`` the only reference, appended in place
                            var.value = None
                            old += value
                            var.value = old
                            value = None
                elif (
                    var.integer
                    and not (var.nameref or var.readonly)
                    and (var.value is None or var.value.__class__ is str)
                    and name != "SECONDS"
                ):  # ``declare -i n; n+=i``: as _assign_plain
                    before = var.value if append else None
                    var.value = to_int_string(sh.int_assigned(value, before))  # pyright: ignore[reportArgumentType]
                    value = None
            if value is not None:
                sh._assign_value(a, value, io)  # pyright: ignore[reportPrivateUsage]
        except Exception as e:
            failed = sh._assign_error(e, io)  # pyright: ignore[reportPrivateUsage]
            return 1 if failed is None else failed
        status = sh._cmdsub_status  # pyright: ignore[reportPrivateUsage]
        return 0 if status is None else status

    return run


def compile_array_assign(cmd: A.SimpleCommand) -> None:
    """Decide ``cmd.run`` for an assignment-only command that ``compile_assign`` does not
    take: one ``name=(...)``/``name+=(...)`` without subscripts or redirections gets
    :func:`_array_run`, any other False."""
    a = cmd.assigns[0] if len(cmd.assigns) == 1 else None
    plain = (
        a is not None
        and a.array is not None
        and a.index is None
        and not cmd.redirs
        and not cmd.words
        and all(el.key is None for el in a.array)
    )
    A.memo(cmd, "run", _array_run(cmd, a) if plain and a is not None else False)


def _array_run(cmd: A.SimpleCommand, a: A.Assign) -> Run:
    """``q=("${q[@]:1}" $i)``: the prologue, then the elements' words expanded in one call
    and stored by ``Shell.assign_array_list``."""
    line = cmd.span.line
    name = a.name
    append = a.append
    words = [el.value for el in a.array or ()]

    def run(sh: Shell, io: IO) -> int:
        if (
            "DEBUG" in sh.traps
            or "xtrace" in (opts := sh.options)
            or "allexport" in opts
            or sh._procsub_fds  # pyright: ignore[reportPrivateUsage]
            or sh._procsub_pending  # pyright: ignore[reportPrivateUsage]
        ):
            return sh.exec_simple(cmd, io)
        if line:
            sh.lineno = line
        budget = sh.budget
        n = budget.commands = budget.commands + 1
        if n >= budget.next_check:
            budget.counted(n)
        sh._current_io = io  # pyright: ignore[reportPrivateUsage]
        sh.current_cmd = cmd
        sh._cmdsub_status = None  # pyright: ignore[reportPrivateUsage]
        sh.underscore = ""
        try:
            sh.assign_array_list(name, sh._expander.expand_words(words), append, io)  # pyright: ignore[reportPrivateUsage]
        except Exception as e:
            failed = sh._assign_error(e, io)  # pyright: ignore[reportPrivateUsage]
            return 1 if failed is None else failed
        status = sh._cmdsub_status  # pyright: ignore[reportPrivateUsage]
        return 0 if status is None else status

    return run


def compile_words(cmd: A.SimpleCommand) -> None:
    """Decide ``cmd.run`` for a command with words: words alone (no prefix assignment or
    redirection), or ``IFS=x read`` of literal words; else False."""
    plain = not (cmd.assigns or cmd.redirs) and cmd.words
    run: Run | Literal[False] = _words_run(cmd) if plain else False
    lits = cmd.lits
    if not plain and lits and lits[0] == "read" and not (cmd.redirs or cmd.decl_args):
        ifs = lone_static_ifs(cmd)
        if ifs is not False and "IFS" not in " ".join(lits):
            run = _read_run(cmd, lits, ifs)
    A.memo(cmd, "run", run)


def lone_static_ifs(cmd: A.SimpleCommand) -> str | Literal[False]:
    """The text of the prefix ``IFS=text`` when it is the command's only assignment and its
    value is known text (``IFS=``, ``IFS=,``, ``IFS=$'\\t'``); else False."""
    if len(cmd.assigns) != 1:
        return False
    a = cmd.assigns[0]
    if a.name != "IFS" or a.index is not None or a.array is not None or a.append:
        return False
    if a.value is None or not a.value.parts:
        return ""
    text = A.static_text(a.value)
    return False if text is None else text


def _read_run(cmd: A.SimpleCommand, lits: tuple[str, ...], ifs: str) -> Run:
    """``IFS=, read -r a b``: read gets the IFS text itself (see ``Shell._quiet_read``), with
    no temporary variable; the general way when anything could see the difference (a
    ``read`` function, a readonly IFS or one that is a nameref)."""
    line = cmd.span.line

    def run(sh: Shell, io: IO) -> int:
        if (
            "DEBUG" in sh.traps
            or "xtrace" in (opts := sh.options)
            or "allexport" in opts
            or sh._procsub_fds  # pyright: ignore[reportPrivateUsage]
            or sh._procsub_pending  # pyright: ignore[reportPrivateUsage]
            or sh.alias_view
            or sh.policy is not None
            or sh.on_command is not None
            or not builtin_table
            or sh.dash_messages
            or "read" in sh.functions
            or ((var := sh.vars.peek("IFS")) is not None and (var.readonly or var.nameref))
        ):
            return sh.exec_simple(cmd, io)
        if line:
            sh.lineno = line
        budget = sh.budget
        n = budget.commands = budget.commands + 1
        if n >= budget.next_check:
            budget.counted(n)
        sh._current_io = io  # pyright: ignore[reportPrivateUsage]
        sh.current_cmd = cmd
        sh._cmdsub_status = None  # pyright: ignore[reportPrivateUsage]
        argv = list(lits)
        sh.underscore = argv[-1]
        sh.read_ifs = ifs
        try:
            return sh._builtin_logged(builtin_table[0]["read"], argv, io)  # pyright: ignore[reportPrivateUsage]
        finally:
            sh.read_ifs = None

    return run


def _words_run(cmd: A.SimpleCommand) -> Run:
    """Words alone: the prologue, the words (the leading and trailing ones that expand to
    themselves kept as text), then a function or builtin as exec_simple's common case calls
    it; once the words are expanded, the general way for ``exec`` or process substitutions
    the words made (``_simple_rest``), and for no word left (``_assign_only``)."""
    line = cmd.span.line
    lits = cmd.lits
    decl = bool(cmd.decl_args)  # ``local a=$1 b``: a declaration builtin's words
    # the leading words that expand to themselves (``printf -v x %s $i``: four), as text
    k = 0
    while k < len(cmd.words) and A.static_text(cmd.words[k]) is not None:
        k += 1
    prefix = tuple(A.static_text(w) or "" for w in cmd.words[:k])
    end = len(cmd.words)  # and the trailing ones (``[ $i -lt 10 ]``: three)
    while end > k and A.static_text(cmd.words[end - 1]) is not None:
        end -= 1
    suffix = tuple(A.static_text(w) or "" for w in cmd.words[end:])
    words = cmd.words[k:end]

    def run(sh: Shell, io: IO) -> int:
        if not builtin_table:  # (a loop of function calls may come before any builtin)
            load_builtins()
        if (
            "DEBUG" in sh.traps
            or "xtrace" in (opts := sh.options)
            or "allexport" in opts
            or sh._procsub_fds  # pyright: ignore[reportPrivateUsage]
            or sh._procsub_pending  # pyright: ignore[reportPrivateUsage]
            or sh.alias_view
            or sh.policy is not None
            or sh.on_command is not None
            or sh.dash_messages
        ):
            return sh.exec_simple(cmd, io)
        if line:
            sh.lineno = line
        budget = sh.budget
        n = budget.commands = budget.commands + 1
        if n >= budget.next_check:
            budget.counted(n)
        sh._current_io = io  # pyright: ignore[reportPrivateUsage]
        sh.current_cmd = cmd
        sh._cmdsub_status = None  # pyright: ignore[reportPrivateUsage]
        if lits is not None and not decl:
            argv = list(lits)
        else:
            try:
                if decl:
                    argv = sh._expand_decl_words(cmd, io)  # pyright: ignore[reportPrivateUsage]
                else:
                    argv = [*prefix, *sh._expander.expand_words(words), *suffix]  # pyright: ignore[reportPrivateUsage]
            except Exception as e:
                return sh._words_failed(e, io)  # pyright: ignore[reportPrivateUsage]
            if not argv:
                sh.underscore = ""
                return sh._assign_only(cmd, io)  # pyright: ignore[reportPrivateUsage]
        underscore = sh.underscore_before = sh.underscore
        sh.underscore = argv[-1]
        name = argv[0]
        if name == "exec" or sh._procsub_fds or sh._procsub_pending:  # pyright: ignore
            return sh._simple_rest(cmd, argv, io)  # pyright: ignore[reportPrivateUsage]
        func = sh.functions.get(name)
        if func is not None:
            return sh._call_traced(func, argv, io, underscore)  # pyright: ignore[reportPrivateUsage]
        builtin = builtin_table[0].get(name)
        if builtin is not None:
            return sh._builtin_logged(builtin, argv, io)  # pyright: ignore[reportPrivateUsage]
        return sh._run_argv(argv, cmd, io)  # pyright: ignore[reportPrivateUsage]

    return run
