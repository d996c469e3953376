"""Loading session snapshots safely: a restricted unpickler that accepts only agentsh's own
types and a few plain standard-library ones, so a tampered snapshot cannot run code."""

from __future__ import annotations

import io
import pickle
from typing import Any

_ALLOWED_GLOBALS = {
    ("builtins", "set"),
    ("builtins", "frozenset"),
    ("builtins", "dict"),
    ("builtins", "list"),
    ("builtins", "tuple"),
    ("builtins", "bytearray"),
    ("builtins", "getattr"),
    ("random", "Random"),
    ("collections", "OrderedDict"),
    ("collections", "deque"),
    ("copyreg", "_reconstructor"),
    ("builtins", "object"),
}


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if (
            module.startswith("agentsh.")
            and not name.startswith("_")
            or (module, name) in _ALLOWED_GLOBALS
        ):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"snapshot refers to a forbidden type: {module}.{name}")


def safe_loads(data: bytes) -> Any:
    """Unpickle ``data`` allowing only agentsh's types (raises ValueError otherwise)."""
    try:
        return _Unpickler(io.BytesIO(data)).load()
    except (pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError) as e:
        raise ValueError(f"invalid snapshot: {e}") from None
