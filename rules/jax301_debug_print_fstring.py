from __future__ import annotations

import ast
import keyword
import re
import string
from typing import Optional

import libcst as cst

from jaxlint.finding import SAFE
from jaxlint.model import Kind
from jaxlint.rule import Rule, source

# The APIs whose message is formatted at run time with the values passed after it.
_FORMATTERS = {
    "jax.debug.print": "fmt",
    "jax.debug.log": "fmt",
    "jax.checkify.check": "msg",
}
# Parameters of the calls themselves: a field of that name cannot be passed as `name=name`.
_RESERVED = frozenset({"fmt", "msg", "ordered", "partitioned", "skip_format_check", "level", "debug", "_use_logging"})
_NOT_KEYWORDS = frozenset({"None", "True", "False", "__debug__"})  # `None=None` does not even compile
_CODE = cst.Module([])  # renders expressions for `{x=}` labels


class DebugPrintFString(Rule):
    """
    ## What it does
    Flags `jax.debug.print`, `jax.debug.log` and `checkify.check` calls in traced code whose format
    string is formatted in Python before the call with a traced value: an f-string, `"...".format(x)`
    or `"..." % x`.

    ## Why is this bad?
    The f-string (or `.format`, or `%`) is evaluated once, in Python, while the function is traced.
    What it interpolates is the tracer, not the number, so every call prints the same line, e.g.
    `x = JitTracer(float32[])`, with no error. (If the tracer's text happens to contain braces, the
    later formatting step can even raise.) These APIs format their message on the host at run time
    from the values passed after it; formatting it first bypasses that.

    ## Example
    ```python
    @jax.jit
    def step(x):
        jax.debug.print(f"x = {x}")
        return x * 2
    ```

    ## Use instead
    ```python
    @jax.jit
    def step(x):
        jax.debug.print("x = {x}", x=x)
        return x * 2
    ```

    ## Fix safety
    Safe: `--fix` rewrites the f-string into a format string and passes each interpolated expression as
    an argument (`{x}` with `x=x` for names, `{}` with a positional argument otherwise, keeping
    format specs, conversions and `{x=}` labels); the program computes the same, only the printed
    text changes, from the tracer to the value; `"...".format(a, b=c)` becomes the same template
    with `a, b=c` passed to the call; `"%s %.2f" % (a, b)` becomes `"{} {:.2f}", a, b` (only `%s`,
    `%r`, `%a` and float conversions, whose meaning is the same). Literal braces, including those an
    escape such as `\x7b` produces, are doubled. No fix is offered when it could change the output
    or lose something: a format string that starts with literal braces before its first field (JAX
    then prints it unformatted), comments inside the call, nested fields in a format spec, other
    positional arguments after the message, a name the call itself takes (`ordered=`).
    """

    code = "JAX301"
    name = "debug-print-fstring"
    summary = "f-string in jax.debug.print formats the tracer at trace time, not the value"
    fix_applicability = SAFE

    def visit_Call(self, site) -> None:
        call = site.node
        api = self.model.qualname(call.func)
        if api not in _FORMATTERS or not self.traced(site.func):
            return
        found = _format_arg(call, _FORMATTERS[api])
        if found is None:
            return
        index, fmt = found
        formatted = _formatted(fmt)
        if formatted is None:
            return
        how, values = formatted
        traced = [v for v in values if self.model.kind(v) in (Kind.TRACER, Kind.TREE)]
        if not traced:
            return
        shown = source(self.model, traced[0])
        example = f'"{shown} = {{{shown}}}", {shown}={shown}' if isinstance(traced[0], cst.Name) \
            else f'"{shown} = {{}}", {shown}'
        template = _template(fmt)
        fixed = _rewritten(call, index, *template) if template is not None else None
        self.report(
            fmt,
            f"{how} in {api[len('jax.'):]} {'interpolates' if how == 'f-string' else 'formats'} traced "
            f"`{shown}` at trace time and prints the tracer, not its value; pass it as an argument: "
            f"{api}({example})",
            stmt=site.stmt,
            fix=(call, fixed) if fixed is not None else None,
        )


def _format_arg(call: cst.Call, keyword: str) -> Optional[tuple]:
    """(index in call.args, value) of the message: `fmt` is debug.print's first argument, `msg`
    checkify.check's second."""
    for i, arg in enumerate(call.args):
        if arg.keyword is not None and arg.keyword.value == keyword:
            return i, arg.value
    positional = [i for i, a in enumerate(call.args) if a.keyword is None and not a.star]
    position = 0 if keyword == "fmt" else 1
    if len(positional) > position and not any(a.star for a in call.args[:positional[position]]):
        i = positional[position]
        return i, call.args[i].value
    return None


def _formatted(fmt: cst.BaseExpression) -> Optional[tuple]:
    """("f-string" / "`.format()`" / "`%` formatting", the values it formats) when `fmt` formats
    values in Python before the call."""
    if isinstance(fmt, cst.FormattedString):
        return "f-string", [p.expression for p in fmt.parts if isinstance(p, cst.FormattedStringExpression)]
    if isinstance(fmt, cst.Call) and isinstance(fmt.func, cst.Attribute) and fmt.func.attr.value == "format" \
            and _plain_string(fmt.func.value) is not None:
        return "`.format()`", [a.value for a in fmt.args]
    if isinstance(fmt, cst.BinaryOperation) and isinstance(fmt.operator, cst.Modulo) \
            and _plain_string(fmt.left) is not None:
        right = fmt.right
        values = [el.value for el in right.elements] if isinstance(right, cst.Tuple) else [right]
        return "`%` formatting", values
    return None


def _plain_string(node: cst.BaseExpression) -> Optional[str]:
    """The value of a string literal that is neither bytes nor an f-string (concatenations too)."""
    if isinstance(node, cst.SimpleString) and "b" not in node.prefix.lower():
        return node.evaluated_value
    if isinstance(node, cst.ConcatenatedString):
        left, right = _plain_string(node.left), _plain_string(node.right)
        return left + right if left is not None and right is not None else None
    return None


def _template(fmt: cst.BaseExpression) -> Optional[tuple]:
    """(the format string's value, its literal, positional values, (name, value) pairs) that print at
    run time what `fmt` meant; None when that is not certain."""
    if isinstance(fmt, cst.Call):  # "...".format(...): the same template, its arguments passed on
        if any(a.star for a in fmt.args):
            return None
        return (_plain_string(fmt.func.value), fmt.func.value, [a.value for a in fmt.args if a.keyword is None],
                [(a.keyword.value, a.value) for a in fmt.args if a.keyword is not None])
    made = _fstring_template(fmt) if isinstance(fmt, cst.FormattedString) else _percent_template(fmt)
    if made is None:
        return None
    text, positional, named = made
    quote = fmt.end if isinstance(fmt, cst.FormattedString) else _first_string(fmt.left).quote
    return text, _literal(text, quote[0]), positional, named


def _first_string(node: cst.BaseExpression) -> cst.SimpleString:
    while isinstance(node, cst.ConcatenatedString):
        node = node.left
    return node


def _fstring_template(fmt: cst.FormattedString) -> Optional[tuple]:
    prefix = fmt.start[:-len(fmt.end)].lower().replace("f", "")
    text, positional, named = "", [], []
    for part in fmt.parts:
        if isinstance(part, cst.FormattedStringText):
            value = _text_value(part.value, prefix, fmt.end)
            if value is None:
                return None
            text += _escaped(value)
            continue
        spec = ""
        if part.format_spec is not None:
            if any(not isinstance(p, cst.FormattedStringText) for p in part.format_spec):
                return None  # a nested field: its width or precision is itself formatted at trace time
            spec = "".join(p.value for p in part.format_spec)
            if "\\" in spec or "{" in spec or "}" in spec:
                return None
        conversion = part.conversion or ""
        if part.equal is not None:  # f"{x=}": the label as written, then repr unless told otherwise
            text += _escaped(part.whitespace_before_expression.value + _CODE.code_for_node(part.expression)
                             + part.whitespace_after_expression.value + _CODE.code_for_node(part.equal))
            if not conversion and not spec:
                conversion = "r"
        expr = part.expression
        name = expr.value if isinstance(expr, cst.Name) and _keyword_safe(expr.value) else ""
        text += "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
        if not name:
            positional.append(expr)
        elif name not in (n for n, _ in named):
            named.append((name, expr))
    return text, positional, named


# printf conversions with the same meaning in str.format: %s, %r, %a and the float ones
_PERCENT = re.compile(r"%(?:(?P<percent>%)|(?P<width>\d*)(?P<precision>\.\d+)?(?P<type>[srafFeEgG]))")


def _percent_template(fmt: cst.BinaryOperation) -> Optional[tuple]:
    value = _plain_string(fmt.left)
    right = fmt.right
    if isinstance(right, cst.Tuple):
        if any(isinstance(el, cst.StarredElement) for el in right.elements):
            return None
        values = [el.value for el in right.elements]
    elif isinstance(right, (cst.Dict, cst.DictComp, cst.List, cst.ListComp, cst.GeneratorExp)):
        return None  # a mapping (%(name)s) or an object formatted whole: not certain
    else:
        values = [right]
    text, fields, at = "", 0, 0
    for m in re.finditer(r"%", value):
        if m.start() < at:
            continue
        directive = _PERCENT.match(value, m.start())
        if directive is None:
            return None
        text += _escaped(value[at:m.start()])
        if directive["percent"]:
            text += "%"
        else:
            kind, width, precision = directive["type"], directive["width"], directive["precision"] or ""
            if kind in "sra":
                if width or precision:
                    return None  # padding a string of an array is not what format() pads
                text += "{}" if kind == "s" else "{!" + kind + "}"
            else:
                text += "{:" + width + precision + kind + "}"
            fields += 1
        at = directive.end()
    text += _escaped(value[at:])
    return (text, values, []) if fields == len(values) else None


def _text_value(raw: str, prefix: str, quote: str) -> Optional[str]:
    """What a literal chunk of an f-string stands for: `{{` is `{`; escapes as the literal's prefix
    reads them (`\\x7b` is a brace character, to be doubled in the template, not a field)."""
    try:
        value = ast.literal_eval(prefix + quote + raw.replace("{{", "{").replace("}}", "}") + quote)
    except (ValueError, SyntaxError):
        return None
    return value if isinstance(value, str) else None


def _escaped(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def _keyword_safe(name: str) -> bool:
    """Whether `name=name` can be passed: an identifier that is not a keyword, a constant or a
    parameter of the call itself."""
    return name.isidentifier() and not keyword.iskeyword(name) and name not in _NOT_KEYWORDS and \
        name not in _RESERVED


def _rewritten(call: cst.Call, index: int, template: Optional[str], literal: cst.BaseExpression,
               positional: list, named: list) -> Optional[cst.Call]:
    """The call with the message replaced by `literal` (whose value is `template`) and the values
    passed after it; None when the result could print something else, lose a comment or not run."""
    if template is None or not _formats_at_run_time(template):
        return None
    args = list(call.args)
    message, rest = args[index], args[index + 1:]
    taken = {a.keyword.value for a in args if a.keyword is not None}
    if any(a.keyword is None or a.star for a in rest) or (positional and message.keyword is not None) or \
            any(n in taken or n in _RESERVED for n, _ in named):
        return None
    no_space = cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))
    added = [cst.Arg(v) for v in positional] + [cst.Arg(v, keyword=cst.Name(n), equal=no_space) for n, v in named]
    comma = cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
    if rest:  # the new values go between the message and the options that follow it
        added = [a.with_changes(comma=comma) for a in added]
        head = message.with_changes(value=literal)
    else:  # the message was last: the last new value takes its comma (a trailing one, a comment)
        added = [a.with_changes(comma=comma) for a in added[:-1]] + [added[-1].with_changes(comma=message.comma)]
        head = message.with_changes(value=literal, comma=comma)
    new = call.with_changes(args=[*args[:index], head, *added, *rest])
    return new if _comments(new) == _comments(call) else None


def _formats_at_run_time(template: str) -> bool:
    """Whether jax.debug.print will format `template`: it must parse as a format string, and JAX
    formats only when the first chunk `string.Formatter` reads is a field (literal braces before the
    first field make it print the template as it is)."""
    try:
        chunks = list(string.Formatter().parse(template))
    except ValueError:
        return False
    return bool(chunks) and chunks[0][1] is not None


def _literal(value: str, quote: str) -> cst.SimpleString:
    """`value` as a string literal, in double quotes when the message was written with them."""
    text = repr(value)
    if text.startswith("'") and '"' not in value and quote == '"':
        text = '"' + text[1:-1].replace("\\'", "'") + '"'
    return cst.SimpleString(text)


def _comments(node: cst.CSTNode) -> list:
    found: list = []

    class Comments(cst.CSTVisitor):
        def visit_Comment(self, comment: cst.Comment) -> None:
            found.append(comment.value)

    node.visit(Comments())
    return sorted(found)
