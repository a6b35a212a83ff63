"""The README's rules table, generated from the rules themselves.

`python -m jaxlint.docs [README.md]` rewrites the block between the `<!-- rules-table ... -->` and
`<!-- end rules-table -->` lines; `--check` only reports whether it is out of date (exit 1 if so).
"""

from __future__ import annotations

import sys

from jaxlint.rule import all_rules

BEGIN = "<!-- rules-table"
END = "<!-- end rules-table -->"
README = "README.md"  # run from the checkout root


def rule_page(rule) -> str:
    """What `jaxlint rule CODE` prints (and the language server shows on hover): Markdown."""
    off = ("Off by default: enable it with --extend-select or `extend-select` in [tool.jaxlint].\n\n"
           if not rule.default_enabled else "")
    return f"# {rule.code} {rule.name}\n\n{rule.summary}.\n\n{off}{rule.documentation()}"


def rules_table() -> str:
    rows = ["| Code | Name | What it finds | Notes |", "| --- | --- | --- | --- |"]
    for code, rule in all_rules().items():
        notes = [n for n, on in ((rule.fix_label(), rule.fixable()), ("off by default", not rule.default_enabled)) if on]
        summary = rule.summary.replace("|", "\\|")
        rows.append(f"| {code} | `{rule.name}` | {summary} | {', '.join(notes)} |")
    return "\n".join(rows)


def with_rules_table(text: str) -> str:
    """`text` with the block between the markers replaced by the current table."""
    lines = text.splitlines(keepends=True)
    begin = next((i for i, line in enumerate(lines) if line.startswith(BEGIN)), None)
    end = next((i for i, line in enumerate(lines) if line.startswith(END)), None)
    if begin is None or end is None or end < begin:
        raise ValueError(f"the README needs a `{BEGIN} ... -->` line followed by a `{END}` line")
    return "".join(lines[:begin + 1]) + rules_table() + "\n" + "".join(lines[end:])


def main(argv: list | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    paths = [a for a in args if a != "--check"]
    path = paths[0] if paths else README
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    new = with_rules_table(text)
    if new == text:
        return 0
    if check:
        print(f"{path}: the rules table is out of date; run `python -m jaxlint.docs`", file=sys.stderr)
        return 1
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(new)
    print(f"{path}: rules table updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
