"""Every rule's code, name, default and summary, without importing the rules: they import libcst, a
fifth of a second of CPU that a run answered from the cache, or `flake8 --select=E`, never needs.

Generated from the rules: after adding a rule or changing one of these, run
`python -m jaxlint.catalog` (tests/test_catalog.py fails until then).
"""

from __future__ import annotations

from typing import NamedTuple


class Entry(NamedTuple):
    name: str
    default_enabled: bool
    summary: str


# BEGIN GENERATED
RULES = {
    'JAX001': Entry('unused-noqa', False,
                    'a `# noqa` directive that silences no finding'),
    'JAX101': Entry('traced-bool', True,
                    'Python control flow on a traced value raises TracerBoolConversionError under jit'),
    'JAX102': Entry('traced-int', True,
                    'a traced integer in range(), list indexing or `[...] * n` raises TracerIntegerConversionError'),
    'JAX103': Entry('bool-mask-index', True,
                    'indexing with a traced boolean mask raises NonConcreteBooleanIndexError under jit'),
    'JAX104': Entry('numpy-on-tracer', True,
                    'a NumPy function on a traced array raises TracerArrayConversionError under jit or grad'),
    'JAX105': Entry('concretization', True,
                    'float() / int() / .item() on a traced array raises ConcretizationTypeError under jit'),
    'JAX106': Entry('value-dependent-shape', True,
                    'a traced value as a shape or size (jnp.zeros(n), jnp.arange(n), jnp.nonzero(x)) fails under jit'),
    'JAX107': Entry('traced-slice', True,
                    'a slice with traced bounds (x[i:i + k]) raises IndexError under jit'),
    'JAX108': Entry('tracer-leak', True,
                    'a traced value stored in a global, closure container or self attribute outlives the trace'),
    'JAX109': Entry('tracer-dict-key', True,
                    'a traced value as a dict key or set member (table[x], x in seen) raises TypeError: unhashable'),
    'JAX110': Entry('traced-type-check', True,
                    'isinstance(x, int) / type(x) is float on a tracer is always False under jit: the other branch runs'),
    'JAX201': Entry('closed-over-array', True,
                    'traced code keeps state from its first trace (a closed-over array, a global, a static self) that later changes'),
    'JAX202': Entry('static-step-counter', True,
                    'a static argument that changes every call (a step counter) recompiles the function each time'),
    'JAX203': Entry('prng-key-reuse', True,
                    'PRNG key consumed twice without a split: identical random draws'),
    'JAX204': Entry('trace-time-value', True,
                    'np.random, random generators, time.time() or os.environ read while tracing are frozen into the program'),
    'JAX205': Entry('jit-in-loop', True,
                    'jax.jit of a lambda, partial, bound method or local def in a loop or its helper compiles every time'),
    'JAX206': Entry('unhashable-static-arg', True,
                    'an unhashable value (list, dict, array, mutable dataclass) as a static argument fails when hashed'),
    'JAX207': Entry('static-hash-ignores-data', True,
                    'a static argument whose __eq__ / __hash__ ignore data the jitted code reads: stale compiled results'),
    'JAX301': Entry('debug-print-fstring', True,
                    'f-string in jax.debug.print formats the tracer at trace time, not the value'),
    'JAX302': Entry('print-in-traced-code', True,
                    'print() or logging of a tracer runs once at trace time and shows the tracer'),
    'JAX303': Entry('checkify-not-functionalized', True,
                    'checkify.check or check_error in jitted code that checkify.checkify does not wrap'),
    'JAX304': Entry('global-debug-flag', True,
                    'a JAX debugging flag switched on for the whole process at import time'),
    'JAX305': Entry('legacy-prng-key', False,
                    'jax.random.PRNGKey makes raw keys that jax.debug_key_reuse cannot check'),
}
# END GENERATED


def _generated() -> str:
    from jaxlint.rule import all_rules

    lines = ["RULES = {"]
    for code, rule in all_rules().items():
        lines.append(f"    {code!r}: Entry({rule.name!r}, {rule.default_enabled!r},")
        lines.append(f"                    {rule.summary!r}),")
    return "\n".join(lines + ["}"])


def _write() -> bool:
    """Rewrite the generated table from the rules; whether it changed."""
    import re

    path = __file__
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    new = re.sub(r"(?s)(# BEGIN GENERATED\n).*?(# END GENERATED)", lambda m: m[1] + _generated() + "\n" + m[2], text)
    if new != text:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(new)
    return new != text


if __name__ == "__main__":
    print("jaxlint/catalog.py " + ("rewritten" if _write() else "up to date"))
