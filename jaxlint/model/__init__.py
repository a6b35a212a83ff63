"""The semantic model: which code is traced, and which values in it are tracers.

Rules ask it two questions and never re-derive the answers:

- `model.trace(func)` -> `TraceInfo | None`: is this function (a `FunctionInfo` from the index) traced,
  how surely (`Level.DEFINITE`, or `Level.PROBABLE` for neural-network module methods), under which
  transformations (`info.transforms`, e.g. {"jit", "grad"}), and are its tracers abstract
  (`info.abstract`: False under differentiation alone, where Python control flow still works).
- `model.kind(expr)` -> `Kind`: TRACER, TREE (traced, maybe a container), CONCRETE or UNKNOWN, for any
  expression inside traced code; `model.is_bool(expr)` says whether a traced value is boolean.

How it is built: one walk indexes the module (`index.ModuleIndex`); `resolve.Resolution` says which
function or transformation an expression names; contexts are seeded from decorators, transformation
call sites and module classes (`contexts`); then a worklist runs the
value-flow pass (`flow.FlowPass`) over each traced function, which propagates contexts to the
functions it calls, transforms, maps over trees or defines, until nothing changes.

Across modules: a context is keyed by the site that creates it (`_add(func, context, kinds, site)`),
and parameter kinds join over sites. A project-level pass can therefore hand a module the contexts
that other modules' call sites give its functions (`from train import step; jax.jit(step)`) as
extra sites, without changing how a module is analysed; today each file is analysed on its own.
"""

# Imported on first use: the model needs libcst, and the modules that only read its plain data
# (`kinds`, `apis`: the project summaries of a run answered from the cache) must not pay for it.
_LAZY = {"SemanticModel": "semantic", "TraceInfo": "semantic", "Kind": "kinds", "Level": "contexts",
         "FunctionInfo": "index", "Site": "index"}
__all__ = list(_LAZY)


def __getattr__(name: str):
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
