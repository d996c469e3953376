"""Statement lists compiled to one Python function each (``Script.block``).

:meth:`Shell.exec_script` runs a list of statements by dispatching on each one's class, and
each kind of command goes through a method that first asks what never changes for its node
(its class, its line, what kind of condition an ``if`` has...). A loop body runs thousands of
times; ``((i++)); ((i >= n)) && break`` costs five method calls and ~700 instructions an
iteration that way. Here a statement list that has run a few times becomes the source of
one function that does the same work with those answers built in: ``exec_script``'s loop,
``exec_command``'s epilogue, and the bodies of ``exec_andor``, ``exec_if``,
``exec_arith_command`` and ``exec_cond_command`` written out per node, nested as the nodes
nest (an ``if`` inside an ``&&`` list inside a group); any other command is handed to
``Shell.exec_command``.

Decision: the generated code is a transcription, not a second implementation. Every check
the generic methods make per run stays a check per run (``noexec``, traps, ``set -e``,
``set -x``, the persistent files, the command budget), in the same order, and whenever one of
them asks for more than the common case (a trap set, ``set -x`` on, an arithmetic command
not compiled yet) the node goes to the generic method itself, whole. So a block and
``exec_script`` cannot disagree, whatever the statements do to the shell's state while
they run (``set -e`` in the middle of a body applies to the next statement, as it does
there). The function holds only its nodes (ASTs are shared by every ``Bash`` through the
parse cache), never a shell's; its source names the nodes by position, so bodies of the same
shape share one code object.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from agentsh.exec.compiled import load_builtins
from agentsh.syntax import ast as A

if TYPE_CHECKING:
    from agentsh.exec.io import IO
    from agentsh.exec.shell import Shell

#: a statement list's compiled form
Block = Callable[["Shell", "IO"], int]

#: runs of a statement list before it is compiled (a body run once or twice is not worth
#: the ~100 us of generating and compiling its source)
WARM_RUNS = 4

#: the deepest nesting of inlined lists (deeper ones are handed to ``exec_command``)
_MAX_DEPTH = 6

#: the most nodes a block names (a longer list runs through the statement loop: compiling
#: its source would cost more than a few runs save)
_MAX_NODES = 300

#: generated source -> its compiled code
_codes: dict[str, Any] = {}


class _Gen:
    """The source of one block: its lines and the nodes it names."""

    def __init__(self, func_body: bool = False, loop_body: bool = False) -> None:
        self.lines: list[str] = []
        self.nodes: list[Any] = []
        #: the statements of a function's body: a ``return`` written out in it ends the
        #: block (see :meth:`command`)
        self.func_body = func_body
        #: the statements of a loop's body: so does a ``break`` or ``continue``
        self.loop_body = loop_body

    def node(self, obj: Any) -> str:
        self.nodes.append(obj)
        return f"_k{len(self.nodes) - 1}"

    def emit(self, ind: int, text: str) -> None:
        self.lines.append("    " * ind + text)

    # -- lists ----------------------------------------------------------------------------

    def script(self, script: A.Script, ind: int, depth: int) -> None:
        """``exec_script(script)``: the statements in order, ``st`` their last status."""
        cmds = script.cmds
        assert cmds is not None
        self.emit(ind, "st = 0")
        for cmd in cmds:
            self.emit(ind, 'if "noexec" in opts:')  # ``set -n`` ran: the rest is only read
            self.emit(ind + 1, "st = 0")
            self.emit(ind, "else:")
            self.command(cmd, ind + 1, depth, failed=True)

    def cond(self, script: A.Script, ind: int, depth: int) -> None:
        """``Shell._cond(script)``: a condition list, with ``set -e`` and ERR suppressed."""
        self.emit(ind, "sh.errexit_suppressed += 1")
        self.emit(ind, "try:")
        # (_failed does nothing while errexit_suppressed is set: not called)
        cmds = script.cmds
        assert cmds is not None
        if len(cmds) == 1:
            self.emit(ind + 1, 'if "noexec" in opts:')
            self.emit(ind + 2, "st = sh.exec_script(" + self.node(script) + ", io)")
            self.emit(ind + 1, "else:")
            self.command(cmds[0], ind + 2, depth, failed=False)
        else:
            self.script(script, ind + 1, depth)
        self.emit(ind, "finally:")
        self.emit(ind + 1, "sh.errexit_suppressed -= 1")

    # -- commands -------------------------------------------------------------------------

    def command(self, cmd: A.Command, ind: int, depth: int, *, failed: bool) -> None:
        """``exec_command(cmd)``: ``st`` its status, ``$?`` and the rest of its epilogue;
        ``failed``: whether ``set -e``/ERR may apply (not inside a condition, where
        ``Shell._failed`` does nothing)."""
        cls = cmd.__class__
        if cls is A.SimpleCommand:
            k = self.node(cmd)
            if self.loop_body and is_loop_jump(cmd):  # pyright: ignore[reportArgumentType]
                # the builtin hands the jump back in ``sh.jump`` (see _loop_ctl) and the
                # block returns for the loop to take it, instead of BreakLoop/ContinueLoop
                # raised through it; not under a trap or an alias (their text could go on)
                self.emit(ind, "_jd = sh.jump_depth")
                # (nor when a function of that name would run with jump_depth set)
                self.emit(
                    ind,
                    "if not (sh.traps or sh.alias_view or 'break' in sh.functions"
                    " or 'continue' in sh.functions):",
                )
                self.emit(ind + 1, "sh.jump_depth = sh.loop_depth")
                if lone_builtin(cmd):  # pyright: ignore[reportArgumentType]
                    self.builtin(cmd, k, ind)  # pyright: ignore[reportArgumentType]
                else:
                    self.emit(ind, f"r = {k}.run")
                    self.emit(ind, f"st = r(sh, io) if r else sh.exec_simple({k}, io)")
                self.emit(ind, "sh.jump_depth = _jd")
                self.emit(ind, "if sh.jump is not None:")
                self.emit(ind + 1, "return st")
                self.own_epilogue(k, ind, failed=failed)
                return
            if lone_builtin(cmd):  # pyright: ignore[reportArgumentType]
                self.builtin(cmd, k, ind)  # pyright: ignore[reportArgumentType]
                self.own_epilogue(k, ind, failed=failed)
                return
            ret = self.func_body and is_return(cmd)  # pyright: ignore[reportArgumentType]
            if ret:
                # ``Shell._body_with_tail_return``'s way for a ``return`` anywhere in the
                # function's own statements (an ``if``'s body, an ``&&`` list, a group): the
                # builtin hands its status back (``tail_depth`` -2, left for the caller)
                # and the block returns it, instead of ReturnFromFunction raised through it
                self.emit(ind, "_td = sh.tail_depth")
                self.emit(ind, "if not sh.traps:")
                self.emit(ind + 1, "sh.tail_depth = sh.call_depth")
            self.emit(ind, f"r = {k}.run")
            self.emit(ind, f"st = r(sh, io) if r else sh.exec_simple({k}, io)")
            if ret:
                self.emit(ind, "if sh.tail_depth == -2:")
                self.emit(ind + 1, "return st")
                self.emit(ind, "sh.tail_depth = _td")
            self.own_epilogue(k, ind, failed=failed)
        elif cls is A.ArithCommand:
            self.arith(cmd, ind, failed=failed)  # pyright: ignore[reportArgumentType]
        elif cls is A.CondCommand:
            self.cond_command(cmd, ind, failed=failed)  # pyright: ignore[reportArgumentType]
        elif cls is A.AndOr and depth < _MAX_DEPTH:
            self.and_or(cmd, ind, depth + 1)  # pyright: ignore[reportArgumentType]
            self.epilogue(ind)
        elif cls is A.If and depth < _MAX_DEPTH and _inlinable_if(cmd):  # pyright: ignore[reportArgumentType]
            self.if_(cmd, ind, depth + 1)  # pyright: ignore[reportArgumentType]
            self.epilogue(ind)
        elif cls is A.BraceGroup and depth < _MAX_DEPTH and cmd.body.cmds:  # pyright: ignore
            self.script(cmd.body, ind, depth + 1)  # pyright: ignore
            self.epilogue(ind)
        elif cls is A.Case and self.loop_body:
            # an item's ``break``/``continue`` handed back (see Shell._case_body)
            self.emit(ind, f"st = sh.exec_case({self.node(cmd)}, io, True)")
            self.emit(ind, "if sh.jump is not None:")
            self.emit(ind + 1, "return st")
            self.epilogue(ind)
        elif cls in _COMPOUND:
            # exec_command's dispatch done here; ``Shell._failed`` ignores these commands
            self.emit(ind, f"st = sh.{_COMPOUND[cls]}({self.node(cmd)}, io)")
            self.epilogue(ind)
        else:
            self.emit(ind, f"st = sh.exec_command({self.node(cmd)}, io)")

    def builtin(self, cmd: A.SimpleCommand, k: str, ind: int) -> None:
        """A builtin of literal words (``true``, ``break``, ``:``, ``let i++``): the compiled command's
        (``agentsh.exec.compiled._words_run``) common case, inline; its general way when
        any of its guards (or a function of that name) says so."""
        lits = cmd.lits
        assert lits is not None
        fn = self.node(load_builtins()[lits[0]])
        self.emit(
            ind,
            'if sh.traps or "xtrace" in opts or "allexport" in opts or sh._procsub_fds'
            " or sh._procsub_pending or sh.alias_view or sh.policy is not None"
            f" or sh.on_command is not None or sh.dash_messages or {lits[0]!r} in sh.functions:",
        )
        self.emit(ind + 1, f"r = {k}.run")
        self.emit(ind + 1, f"st = r(sh, io) if r else sh.exec_simple({k}, io)")
        self.emit(ind, "else:")
        if cmd.span.line:
            self.emit(ind + 1, f"sh.lineno = {cmd.span.line}")
        self.count(ind + 1)
        self.emit(ind + 1, "sh._current_io = io")
        self.emit(ind + 1, f"sh.current_cmd = {k}")
        self.emit(ind + 1, "sh._cmdsub_status = None")
        self.emit(ind + 1, "sh.underscore_before = sh.underscore")
        self.emit(ind + 1, f"sh.underscore = {lits[-1]!r}")
        self.emit(ind + 1, f"st = sh._builtin_logged({fn}, {list(lits)!r}, io)")

    def own_epilogue(self, k: str, ind: int, *, failed: bool) -> None:
        """exec_command's epilogue for a command whose status is its own pipeline's."""
        self.emit(ind, "sh.last_status = sh.pipestatus = st")
        self.emit(ind, "if sh.persistent_files:")
        self.emit(ind + 1, "sh.flush_persistent()")
        if failed:
            self.emit(ind, 'if st and (sh.traps or "errexit" in opts):')
            self.emit(ind + 1, f"sh._failed({k}, st, io)")

    def epilogue(self, ind: int) -> None:
        """exec_command's epilogue for a compound command (``Shell._failed`` ignores it)."""
        self.emit(ind, "sh.last_status = st")
        self.emit(ind, "if sh.persistent_files:")
        self.emit(ind + 1, "sh.flush_persistent()")

    def arith(self, cmd: A.ArithCommand, ind: int, *, failed: bool) -> None:
        """``exec_arith_command``'s common case: no trap, no ``set -x``, compiled already."""
        k = self.node(cmd)
        self.test(
            cmd, k, "exec_arith_command", "f(sh) != 0", f"arith_command_failed({k}, e, io)", ind
        )
        self.own_epilogue(k, ind, failed=failed)

    def cond_command(self, cmd: A.CondCommand, ind: int, *, failed: bool) -> None:
        """``exec_cond_command``'s common case: no trap, no ``set -x``, compiled already."""
        k = self.node(cmd)
        self.test(cmd, k, "exec_cond_command", "f(sh)", "cond_command_failed(e, io)", ind)
        self.own_epilogue(k, ind, failed=failed)

    def test(
        self,
        cmd: A.ArithCommand | A.CondCommand,
        k: str,
        method: str,
        true: str,
        failed: str,
        ind: int,
    ) -> None:
        """A ``(( ))`` or ``[[ ]]`` (``k``) whose compiled function (its ``cache``) is ``f``:
        ``st`` 0 when ``true`` holds, else 1, ``failed`` the status after an exception ``e``;
        the general ``method`` (whole) under a trap, ``set -x`` or before it is compiled."""
        self.emit(ind, f'if sh.traps or "xtrace" in opts or (f := {k}.cache) is None:')
        self.emit(ind + 1, f"st = sh.{method}({k}, io)")
        self.emit(ind, "else:")
        if cmd.span.line:
            self.emit(ind + 1, f"sh.lineno = {cmd.span.line}")
        self.emit(ind + 1, f"sh.current_cmd = {k}")
        self.emit(ind + 1, "sh._current_io = io")
        self.count(ind + 1)
        self.emit(ind + 1, "try:")
        self.emit(ind + 2, f"st = 0 if {true} else 1")
        self.emit(ind + 1, "except Exception as e:")
        self.emit(ind + 2, f"st = sh.{failed}")

    def count(self, ind: int) -> None:
        """``budget.count_command()``, inline."""
        self.emit(ind, "n = budget.commands = budget.commands + 1")
        self.emit(ind, "if n >= budget.next_check:")
        self.emit(ind + 1, "budget.counted(n)")

    def and_or(self, cmd: A.AndOr, ind: int, depth: int) -> None:
        """``exec_andor``: the first command with ``set -e`` suppressed, then each next one
        whose operator the status so far selects (suppressed too, but for the last)."""
        self.emit(ind, "sh.errexit_suppressed += 1")
        self.emit(ind, "try:")
        self.command(cmd.first, ind + 1, depth, failed=False)
        self.emit(ind, "finally:")
        self.emit(ind + 1, "sh.errexit_suppressed -= 1")
        n = len(cmd.rest)
        for i, (op, right) in enumerate(cmd.rest):
            self.emit(ind, "if st == 0:" if op == "&&" else "if st != 0:")
            if i == n - 1:
                self.command(right, ind + 1, depth, failed=True)
            else:
                self.emit(ind + 1, "sh.errexit_suppressed += 1")
                self.emit(ind + 1, "try:")
                self.command(right, ind + 2, depth, failed=False)
                self.emit(ind + 1, "finally:")
                self.emit(ind + 2, "sh.errexit_suppressed -= 1")

    def if_(self, cmd: A.If, ind: int, depth: int) -> None:
        """``exec_if``: each clause's condition until one is true, then its body; 0 when
        none is and there is no ``else``."""
        for clause in cmd.clauses:
            self.cond(clause.cond, ind, depth)
            self.emit(ind, "if st == 0:")
            self.script(clause.body, ind + 1, depth)
            self.emit(ind, "else:")
            ind += 1
        if cmd.else_body is not None:
            self.script(cmd.else_body, ind, depth)
        else:
            self.emit(ind, "st = 0")


#: compound commands a block calls the method of (the others go through exec_command)
_COMPOUND: dict[type, str] = {
    A.Case: "exec_case",
    A.For: "exec_for",
    A.While: "exec_while",
    A.ArithFor: "exec_arith_for",
}

#: the builtins a block runs inline when their words are literal text
_INLINE_BUILTINS = frozenset((":", "true", "false", "break", "continue", "let", "shift"))


def lone_builtin(cmd: A.SimpleCommand) -> bool:
    """Whether ``cmd`` is one of the builtins a block runs inline: words all literal text
    (``true``, ``break 2``), no assignment, no redirection."""
    lits = cmd.lits
    return (
        bool(lits)
        and lits[0] in _INLINE_BUILTINS  # pyright: ignore[reportOptionalSubscript]
        and not cmd.assigns
        and not cmd.redirs
        and not cmd.decl_args
    )


def control_word(cmd: A.SimpleCommand) -> str | None:
    """The plain text of ``cmd``'s first word when it has no assignment nor redirection
    (``return``, ``break``, ``continue``: a command whose status or jump a compiled body
    takes back), else None."""
    if cmd.assigns or cmd.redirs or not cmd.words:
        return None
    return A.static_text(cmd.words[0])


def is_return(cmd: A.SimpleCommand) -> bool:
    """Whether ``cmd`` is ``return ...`` (see :func:`control_word`)."""
    return control_word(cmd) == "return"


def is_loop_jump(cmd: A.SimpleCommand) -> bool:
    """Whether ``cmd`` is ``break ...`` or ``continue ...`` (see :func:`control_word`)."""
    return control_word(cmd) in ("break", "continue")


def _inlinable_if(cmd: A.If) -> bool:
    """Whether every list of ``cmd`` runs its statements in the foreground (a list with a
    ``&`` statement goes through exec_script's other loop)."""
    return all(c.cond.cmds and c.body.cmds for c in cmd.clauses) and (
        cmd.else_body is None or bool(cmd.else_body.cmds)
    )


def compile_block(
    script: A.Script, func_body: bool = False, loop_body: bool = False
) -> Block | None:
    """``script`` (statements all in the foreground) as one function; None when it has a
    statement in the background or nothing worth compiling (one simple command: the
    executor runs those inline already). ``func_body``: the statements of a function's
    body (``Shell.exec_body``), where a ``return`` ends the block with the function's status
    and leaves ``tail_depth`` at -2 (the caller puts it back). ``loop_body``: the
    statements of a loop's body (``Shell.exec_loop_body``), where a ``break`` or
    ``continue`` ends the block with the jump in ``sh.jump`` for the loop to take."""
    cmds = script.cmds
    if not cmds:
        return None
    g = _Gen(func_body, loop_body)
    g.emit(0, "def block(sh, io):")
    g.emit(1, "opts = sh.options")
    g.emit(1, "budget = sh.budget")
    g.script(script, 1, 0)
    g.emit(1, "return st")
    if len(g.nodes) > _MAX_NODES:
        return None
    source = "\n".join(g.lines)
    code = _codes.get(source)
    if code is None:
        try:
            code = compile(source, "<block>", "exec")
        except (SyntaxError, RecursionError, MemoryError):  # (Python's own limits)
            return None
        if len(_codes) >= 1024:
            _codes.clear()
        _codes[source] = code
    ns: dict[str, Any] = {f"_k{i}": node for i, node in enumerate(g.nodes)}
    exec(code, ns)  # noqa: S102 - our own generated code
    return ns["block"]
