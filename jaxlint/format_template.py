"""Printed text as a `str.format` template plus the values it formats, for fixes that move values out
of trace-time formatting into `jax.debug.print(template, *values)`.

A template is built only when the result certainly prints the same text: string literals are
evaluated and their braces doubled, f-string fields keep their conversion, format spec and `=`
label; anything uncertain (nested fields in a spec, an unreadable literal) gives None.
"""

from __future__ import annotations

import ast
import string
from dataclasses import dataclass, field
from typing import Optional

import libcst as cst

_CODE = cst.Module([])  # renders expressions for `{x=}` labels


@dataclass
class Template:
    text: str = ""  # the template's value, fields written `{}`, `{!r}`, `{:.2f}`
    values: list = field(default_factory=list)  # one expression per field, in order

    def add_text(self, value: str) -> None:
        self.text += value.replace("{", "{{").replace("}", "}}")

    def add_field(self, expr: cst.BaseExpression, conversion: str = "", spec: str = "") -> None:
        self.text += "{" + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
        self.values.append(expr)

    def literal(self) -> Optional[str]:
        """The template as a double-quoted Python string literal; None when jax.debug.print would
        misread it: it formats only if the first chunk `string.Formatter` parses is a field, so an
        escaped brace before the first field makes it print the template unformatted."""
        if not self.values:
            return None
        if next(iter(string.Formatter().parse(self.text)))[1] is None:
            return None
        text = repr(self.text)
        if text.startswith("'") and '"' not in self.text:
            text = '"' + text[1:-1].replace("\\'", "'") + '"'
        return text


def add_string(template: Template, node: cst.BaseExpression) -> bool:
    """Add a string literal (plain, concatenated or f-string) to the template; False if it cannot."""
    if isinstance(node, cst.SimpleString):
        if "b" in node.prefix.lower():
            return False
        template.add_text(node.evaluated_value)
        return True
    if isinstance(node, cst.ConcatenatedString):
        return add_string(template, node.left) and add_string(template, node.right)
    if isinstance(node, cst.FormattedString):
        return _add_fstring(template, node)
    return False


def _add_fstring(template: Template, node: cst.FormattedString) -> bool:
    prefix = node.start[:-len(node.end)].lower().replace("f", "")
    for part in node.parts:
        if isinstance(part, cst.FormattedStringText):
            value = _text_value(part.value, prefix, node.end)
            if value is None:
                return False
            template.add_text(value)
            continue
        spec = ""
        if part.format_spec is not None:
            if any(not isinstance(p, cst.FormattedStringText) for p in part.format_spec):
                return False  # a nested field: its width or precision is itself traced-time formatting
            spec = "".join(p.value for p in part.format_spec)
            if "\\" in spec or "{" in spec or "}" in spec:
                return False
        conversion = part.conversion or ""
        if part.equal is not None:  # f"{x=}": the label as written, then repr unless told otherwise
            label = (part.whitespace_before_expression.value + _CODE.code_for_node(part.expression)
                     + part.whitespace_after_expression.value + _CODE.code_for_node(part.equal))
            template.add_text(label)
            if not conversion and not spec:
                conversion = "r"
        template.add_field(part.expression, conversion, spec)
    return True


def _text_value(raw: str, prefix: str, quote: str) -> Optional[str]:
    """What a literal chunk of an f-string stands for: `{{` is `{`, escapes as the literal's prefix
    reads them (`\\x7b` is a brace character, to be doubled in the template, not a field)."""
    try:
        value = ast.literal_eval(prefix + quote + raw.replace("{{", "{").replace("}}", "}") + quote)
    except (ValueError, SyntaxError):
        return None
    return value if isinstance(value, str) else None
