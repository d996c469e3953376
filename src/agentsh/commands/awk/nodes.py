"""The awk abstract syntax tree: frozen dataclasses produced by the parser.

Owns the node types only (no behaviour). Expressions and statements are separate unions;
every statement carries its source line (used in run-time error messages).
"""

from __future__ import annotations

from agentsh._dataclass import dataclass


# -- expressions -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Num:
    value: float


@dataclass(frozen=True, slots=True)
class Str:
    value: str


@dataclass(frozen=True, slots=True)
class Regex:
    """A regex constant; as a value it means ``$0 ~ /re/``."""

    source: str


@dataclass(frozen=True, slots=True)
class Var:
    name: str


@dataclass(frozen=True, slots=True)
class Field:
    index: Expr


@dataclass(frozen=True, slots=True)
class Index:
    name: str
    subs: tuple[Expr, ...]


@dataclass(frozen=True, slots=True)
class Assign:
    op: str  # "=", "+=", ...
    target: Expr  # Var | Field | Index
    value: Expr


@dataclass(frozen=True, slots=True)
class Cond:
    test: Expr
    yes: Expr
    no: Expr


@dataclass(frozen=True, slots=True)
class Binary:
    op: str  # + - * / % ^ concat < <= == != > >= && ||
    left: Expr
    right: Expr


@dataclass(frozen=True, slots=True)
class Match:
    negate: bool
    left: Expr
    regex: Expr


@dataclass(frozen=True, slots=True)
class In:
    subs: tuple[Expr, ...]
    name: str


@dataclass(frozen=True, slots=True)
class Unary:
    op: str  # - + !
    operand: Expr


@dataclass(frozen=True, slots=True)
class IncDec:
    op: str  # ++ --
    prefix: bool
    target: Expr


@dataclass(frozen=True, slots=True)
class Call:
    name: str
    args: tuple[Expr, ...]
    line: int


@dataclass(frozen=True, slots=True)
class Builtin:
    name: str
    args: tuple[Expr, ...]
    line: int
    parens: bool = True


@dataclass(frozen=True, slots=True)
class Getline:
    kind: str  # "simple" | "file" | "cmd"
    target: Expr | None
    src: Expr | None


@dataclass(frozen=True, slots=True)
class Group:
    """A parenthesized expression (kept so ``print (a) > f`` parses like gawk)."""

    expr: Expr


Expr = (
    Num | Str | Regex | Var | Field | Index | Assign | Cond | Binary | Match | In | Unary
    | IncDec | Call | Builtin | Getline | Group
)  # fmt: skip


# -- statements --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Print:
    printf: bool
    args: tuple[Expr, ...]
    redir: str  # "" | ">" | ">>" | "|"
    dest: Expr | None
    line: int


@dataclass(frozen=True, slots=True)
class ExprStmt:
    expr: Expr
    line: int


@dataclass(frozen=True, slots=True)
class If:
    test: Expr
    then: Stmt
    orelse: Stmt | None
    line: int


@dataclass(frozen=True, slots=True)
class While:
    test: Expr
    body: Stmt
    line: int


@dataclass(frozen=True, slots=True)
class DoWhile:
    body: Stmt
    test: Expr
    line: int


@dataclass(frozen=True, slots=True)
class For:
    init: Stmt | None
    test: Expr | None
    step: Stmt | None
    body: Stmt
    line: int


@dataclass(frozen=True, slots=True)
class ForIn:
    var: Expr  # Var | Index | Field
    name: str
    body: Stmt
    line: int


@dataclass(frozen=True, slots=True)
class Block:
    body: tuple[Stmt, ...]
    line: int


@dataclass(frozen=True, slots=True)
class Simple:
    """``next``, ``nextfile``, ``break``, ``continue``."""

    kind: str
    line: int


@dataclass(frozen=True, slots=True)
class Exit:
    value: Expr | None
    line: int


@dataclass(frozen=True, slots=True)
class Return:
    value: Expr | None
    line: int


@dataclass(frozen=True, slots=True)
class Delete:
    name: str
    subs: tuple[Expr, ...] | None
    line: int


Stmt = (
    Print | ExprStmt | If | While | DoWhile | For | ForIn | Block | Simple | Exit | Return | Delete
)


# -- program -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Rule:
    kind: str  # "BEGIN" | "END" | "BEGINFILE" | "ENDFILE" | "main"
    pattern: Expr | None
    pattern2: Expr | None  # range end
    body: Block | None  # None: print $0
    line: int


@dataclass(frozen=True, slots=True)
class Function:
    name: str
    params: tuple[str, ...]
    body: Block
    line: int


@dataclass(frozen=True, slots=True)
class Program:
    rules: tuple[Rule, ...]
    functions: tuple[Function, ...]
