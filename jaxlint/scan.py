"""The cheap look at a file's text before anything parses it: whether it can hold traced code.

No libcst here: the solver asks it of every file of a project, warm runs included.
"""

from __future__ import annotations

import re

# The libraries whose import lets a file hold traced code (optax's optimisers trace schedules).
TRACING_LIBRARIES = ("jax", "flax", "equinox", "optax")

# An import statement naming jax, flax, equinox or optax, anywhere (inside functions, after `try:`,
# continued over lines by a backslash); matches in strings and comments only cost a parse.
_LIBRARIES = "|".join(TRACING_LIBRARIES)
_FROM_JAX = re.compile(rf"\bfrom[ \t]+(?:{_LIBRARIES})\b")
_IMPORT = re.compile(r"\bimport[ \t]")
_JAX_NAME = re.compile(rf"\b(?:{_LIBRARIES})\b")
_LINE_END = re.compile(r"(?<!\\)\n")  # the end of a line not continued by a backslash


def might_use_jax(text: str) -> bool:
    """The cheap skip, before parsing: the model finds traced code only through imports of jax, flax,
    equinox or optax (whose optimisers trace schedules), so a file without such an import has nothing
    for the rules. Linear in the text: each `import` is searched up to the end of its logical line,
    and the next search starts there."""
    if not any(library in text for library in TRACING_LIBRARIES):
        return False
    if _FROM_JAX.search(text):
        return True
    pos = 0
    while True:
        found = _IMPORT.search(text, pos)
        if found is None:
            return False
        end = _LINE_END.search(text, found.end())
        stop = end.start() if end else len(text)
        if _JAX_NAME.search(text, found.end(), stop):
            return True
        pos = stop
