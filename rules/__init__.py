"""jaxlint's rules: one module per rule, each a `jaxlint.rule.Rule` subclass, found automatically.

Installed as `jaxlint.rules` (see pyproject.toml's package-dir), kept at the top of the checkout so the
rules read as the product's catalogue.
"""
