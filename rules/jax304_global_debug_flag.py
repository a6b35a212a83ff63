from __future__ import annotations

import os

import libcst as cst

from jaxlint.finding import UNSAFE
from jaxlint.rule import Rule

# Debugging switches whose global effect outlives the code that wanted it, with the scoped alternative.
_FLAGS = {
    "jax_debug_nans": "with jax.debug_nans(True):",
    "jax_debug_infs": "with jax.debug_infs(True):",
    "jax_disable_jit": "with jax.disable_jit():",
    "jax_log_compiles": "with jax.log_compiles():",
    "jax_check_tracer_leaks": "with jax.checking_leaks():",
}


class GlobalDebugFlag(Rule):
    """
    ## What it does
    Flags `jax.config.update("jax_debug_nans" | "jax_debug_infs" | "jax_disable_jit" |
    "jax_log_compiles" | "jax_check_tracer_leaks", True)` at the top level of a module, outside an
    `if __name__ == "__main__":` block. A notebook is never imported: its switches are its own, and
    are not flagged; nor is a script the project runs and never imports (it has a main block, ends
    by calling a function it defines or by printing, or sits in an `examples` / `scripts` / `benchmarks` folder, is
    not a test module, and no file of the project imports it, or its name is no module name:
    `work-precision.py`; linted alone, without its project, it is flagged).

    ## Why is this bad?
    These are debugging switches, and at module level they switch for every program that imports the
    module. `jax_disable_jit` silently turns every `jax.jit` in the process into eager Python (slow,
    and Python side effects now run on every call); `jax_debug_nans` / `jax_debug_infs` make any NaN
    or inf anywhere raise `FloatingPointError` and re-run computations de-optimized;
    `jax_check_tracer_leaks` walks referrers after every trace; `jax_log_compiles` floods the log.
    On JAX 0.12 a globally enabled `jax_debug_nans` even misses NaNs in cached computations once
    anything has traced a `vmap` (seed chapter §3.1).

    ## Example
    ```python
    import jax
    jax.config.update("jax_debug_nans", True)
    ```

    ## Use instead
    The context managers, around the code being debugged:
    ```python
    with jax.debug_nans(True):
        loss = train_step(params, batch)
    ```

    ## Fix safety
    Unsafe: offered only for a module with an `if __name__ == "__main__":` block and `jax` imported as
    itself: `--fix --unsafe-fixes` deletes the switch and runs the main block inside the context
    manager, so running the script debugs as before while importers are left alone. It is unsafe
    because code that ran between the switch and the main block (other module-level statements, the
    importers) no longer runs with the flag on. Without a main block, which code is being debugged is
    the author's choice, and no fix is offered.
    """

    code = "JAX304"
    name = "global-debug-flag"
    summary = "a JAX debugging flag switched on for the whole process at import time"
    fix_applicability = UNSAFE

    def check_module(self) -> None:
        if self.model.cells or self._entry_point():  # the program itself, which nothing imports
            return
        if os.path.basename(self.model.path or "") == "conftest.py":
            return  # pytest's own configuration: the test session is what it means to switch
        for stmt in self.model.index.module.body:
            if _is_main_guard(stmt) or not isinstance(stmt, cst.SimpleStatementLine):
                continue
            for small in stmt.body:
                call = small.value if isinstance(small, cst.Expr) else None
                if isinstance(call, cst.Call):
                    self._check(call, small, stmt)

    def _check(self, call: cst.Call, stmt, line: cst.SimpleStatementLine) -> None:
        if self.model.qualname(call.func) != "jax.config.update" or len(call.args) < 2:
            return
        name, value = call.args[0].value, call.args[1].value
        if not isinstance(name, cst.SimpleString) or name.evaluated_value not in _FLAGS:
            return
        if not (isinstance(value, cst.Name) and value.value == "True" or
                isinstance(value, cst.Integer) and value.value != "0"):
            return
        flag = name.evaluated_value
        self.report(call, f"{flag} switched on for every importer of this module; scope it to the code "
                          f"being debugged: `{_FLAGS[flag]}`", stmt=stmt, fix=self._scoped(line, flag))

    def _scoped(self, line: cst.SimpleStatementLine, flag: str):
        """The module with the switch deleted and its main block run inside the context manager."""
        module = self.model.index.module
        guards = [s for s in module.body if _is_main_guard(s)]
        if len(line.body) != 1 or len(guards) != 1 or self.model.index.imports.names.get("jax") != "jax":
            return None
        guard = guards[0]
        manager = cst.parse_expression(_FLAGS[flag].removeprefix("with ").removesuffix(":"))
        scoped = guard.with_changes(body=cst.IndentedBlock([cst.With([cst.WithItem(manager)], guard.body)]))
        body = [scoped if s is guard else s for s in module.body]
        i = next(k for k, s in enumerate(body) if s is line)
        del body[i]
        if i < len(body):  # comments above the switch stay
            body[i] = body[i].with_changes(leading_lines=[*(l for l in line.leading_lines if l.comment), *body[i].leading_lines])
        return module, module.with_changes(body=body)

    def _entry_point(self) -> bool:
        """A script the project runs and never imports: it has a main block or sits in an examples or
        scripts folder, is not a test module (pytest imports those into one session), and no file of
        the project imports it. Without the project (one file alone), nothing says so."""
        model = self.model
        name = model.index.name
        base = os.path.basename(model.path or "")
        if model.link is None or base.startswith("test_") or base.endswith("_test.py") or \
                base in ("conftest.py", "__init__.py"):
            return False
        if base.endswith(".py") and not base[:-3].isidentifier():
            return True  # `A0_work-precision.py`: no import statement can name it
        if not name:
            return False
        body = model.index.module.body
        script = any(_is_main_guard(s) for s in body) or _runs_itself(model, body[-1] if body else None) or \
            bool(_ENTRY_FOLDERS & set(os.path.normpath(model.path or "").split(os.sep)[:-1]))
        return script and self.imported() is False


_ENTRY_FOLDERS = frozenset({"examples", "example", "scripts", "demos", "demo", "bin", "tools", "benchmarks",
                            "benchmark"})


def _runs_itself(model, last) -> bool:
    """The module ends by calling a function it defines (`main()`), or by printing what it computed
    (`print("grad:", grad)`): run as a script, not imported."""
    if not (isinstance(last, cst.SimpleStatementLine) and len(last.body) == 1 and isinstance(last.body[0], cst.Expr)):
        return False
    call = last.body[0].value
    if not isinstance(call, cst.Call) or not isinstance(call.func, cst.Name):
        return False
    return call.func.value == "print" and model.qualname(call.func) is None or \
        any(f.name == call.func.value and f.parent is None and f.owner is None for f in model.index.functions)


def _is_main_guard(stmt) -> bool:
    if not isinstance(stmt, cst.If) or not isinstance(stmt.test, cst.Comparison):
        return False
    parts = [stmt.test.left] + [c.comparator for c in stmt.test.comparisons]
    return any(isinstance(p, cst.Name) and p.value == "__name__" for p in parts)
