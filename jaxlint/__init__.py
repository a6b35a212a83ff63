"""jaxlint: a static linter for JAX tracing pitfalls, with a verifier that proves its rules on real JAX."""

__version__ = "0.1.0"
