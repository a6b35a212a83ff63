"""The scopes and bindings layer of the model (jaxlint/model/bindings.py): which scope owns a name, what
binds and changes it, which loop holds it."""

import libcst as cst
import pytest

from jaxlint.model import SemanticModel

CODE = '''\
import numpy as np

g = 0
table = np.zeros(3)


def f(x):
    global g
    g = g + 1
    table[0] = x
    ys = [g * i for i in range(3)]
    return ys


def outer():
    n = 0

    def inner():
        nonlocal n
        n += 1
        return n

    class Holder:
        n = 5

        def get(self):
            return n

    return inner, Holder


class Model:
    def fit(self, x):
        self.coef = x
        self.history.append(x)


for step in range(3):
    out = f(step)
    np.copyto(table, out)
'''


@pytest.fixture(scope="module")
def model():
    return SemanticModel(cst.parse_module(CODE))


def _func(model, name):
    return next(f for f in model.index.functions if f.name == name)


def test_a_global_declaration_binds_the_module_variable(model):
    g = model.scopes.module.bindings_of("g")
    assert [(b.how, b.scope.kind) for b in g] == [("assign", "module"), ("assign", "function")]
    assert g[1].scope.func.name == "f"


def test_reads_resolve_through_functions_but_not_class_bodies(model):
    scopes = model.scopes
    get = scopes.scope(_func(model, "get"))
    read = next(r for r in get.reads if r.node.value == "n")
    assert read.owner is scopes.scope(_func(model, "outer"))  # not the class attribute `n = 5`
    inner = scopes.scope(_func(model, "inner"))
    assert [b.scope for b in read.owner.bindings_of("n")] == [read.owner, inner]
    assert read.owner.shared("n") and not inner.is_local("n")


def test_comprehension_targets_are_their_own_scope(model):
    f = model.scopes.scope(_func(model, "f"))
    assert not f.is_local("i")
    free = sorted({r.node.value for r in f.free_reads()})
    assert free == ["g", "table"]  # `range` is a builtin: nothing owns it


@pytest.mark.parametrize("name, expected", [
    ("table", [("item", "f", None), ("call", "<module>", None)]),
])
def test_changes_in_place(model, name, expected):
    changes = model.scopes.module.changes_of(name)
    assert [(c.how, c.scope.func.name if c.scope.func else "<module>", c.attr) for c in changes] == expected


def test_attribute_changes_name_the_attribute(model):
    fit = model.scopes.scope(_func(model, "fit"))
    assert [(c.how, c.attr, c.method) for c in fit.changes_of("self")] == [
        ("attribute", "coef", None), ("method", "history", "append")]


def test_a_loop_holds_its_bindings_and_calls(model):
    loop = model.index.loops[-1]
    bindings, changes, calls = model.scopes.in_loop(loop)
    assert [b.name for b in bindings] == ["step", "out"]
    assert [c.name for c in changes] == ["table"]
    assert [model.index.module.code_for_node(c.node.func) for c in calls] == ["f", "np.copyto"]
    call_read = next(r for r in model.scopes.module.uses_of("f") if r.call is not None)
    assert call_read.loops == (loop,)


def test_positions_follow_execution_order(model):
    g = model.scopes.module
    read = next(r for r in g.uses_of("g") if r.scope.func is not None and r.scope.func.name == "f")
    rebinding = g.bindings_of("g")[1]
    assert read.pos < rebinding.pos  # `g = g + 1` reads g before it binds it
    path = model.scopes.path_to(read)
    assert [type(n).__name__ for n in path] == ["Assign", "BinaryOperation", "Name"]


REACHING_CASES = [
    # name, code, the read (its line's first `xs`), the binding's value it sees (None: none is sure)
    ("straight line: the last before the read", "def f(i):\n    xs = [1]\n    xs = (2,)\n    y = xs[i]\n    xs = 'c'", "(2,)"),
    ("a later rebinding does not reach back", "def f(i):\n    xs = jnp.asarray([1.0])\n    y = xs[i]\n    xs = [1, 2]", "jnp.asarray([1.0])"),
    ("a binding in a branch the read is outside of", "def f(i, c):\n    xs = [1]\n    if c:\n        xs = [2]\n    y = xs[i]", None),
    ("near miss: the read in the same branch", "def f(i, c):\n    if c:\n        xs = [2]\n        y = xs[i]", "[2]"),
    ("a later binding in the loop holding the read", "def f(i):\n    xs = [1]\n    for _ in range(2):\n        y = xs[i]\n        xs = [2]", None),
    ("the loop rebinds it before the read, every iteration", "def f(i):\n    xs = [1]\n    for _ in range(2):\n        xs = (3,)\n        y = xs[i]\n        xs = [2]", "(3,)"),
    ("near miss: that rebinding is in a branch", "def f(i, c):\n    xs = [1]\n    for _ in range(2):\n        if c:\n            xs = (3,)\n        y = xs[i]\n        xs = [2]", None),
    ("near miss: that rebinding is in an inner loop", "def f(i):\n    xs = [1]\n    for _ in range(2):\n        for _ in range(i):\n            xs = (3,)\n        y = xs[i]\n        xs = [2]", None),
    ("an enclosing scope's only binding", "XS = [1, 2]\ndef f(i):\n    y = XS[i]", "[1, 2]"),
    ("near miss: an enclosing scope binds it twice", "XS = [1]\nXS = [2]\ndef f(i):\n    y = XS[i]", None),
    ("a comprehension's read of its function's variable", "def f(i):\n    xs = [1]\n    y = [xs[i] for _ in range(2)]", "[1]"),
]


@pytest.mark.parametrize("name,code,expected", REACHING_CASES, ids=[c[0] for c in REACHING_CASES])
def test_the_binding_a_read_sees(name, code, expected):
    module = cst.parse_module("import jax.numpy as jnp\n" + code + "\n")
    model = SemanticModel(module)
    reads = [r for s in _all_scopes(model.scopes.module) for r in s.reads
             if r.node.value in ("xs", "XS") and r.stmt is not None and "y = " in module.code_for_node(r.stmt)]
    func = next((f for f in model.index.functions if f.name == "f"), None)
    binding = model.scopes.reaching(reads[0].node, func)
    shown = module.code_for_node(binding.value) if binding is not None and binding.value is not None else None
    assert shown == expected


def _all_scopes(scope):
    yield scope
    for child in scope.children:
        yield from _all_scopes(child)


def test_a_method_whose_result_is_kept_is_not_an_in_place_change():
    code = ("def f(self, grads, state, buf):\n"
            "    updates, state = self.optimizer.update(grads, state)\n"
            "    buf.update({'a': 1})\n"
            "    first = buf.pop('a')\n")
    model = SemanticModel(cst.parse_module(code))
    scope = model.scopes.scope(next(f for f in model.index.functions if f.name == "f"))
    changed = sorted((c.name, c.method) for name in ("self", "buf") for c in scope.changes_of(name))
    assert changed == [("buf", "pop"), ("buf", "update")]


UNREAD_CASES = [
    # name, code, whether the value `keys = ...` binds on line 2 is never read
    ("rebound before every read", "def f(k):\n    keys = g(k)\n    keys = h(k)\n    return keys", True),
    ("read", "def f(k):\n    keys = g(k)\n    return keys", False),
    ("near miss: rebound in one branch only", "def f(k, c):\n    keys = g(k)\n    if c:\n        keys = h(k)\n    return keys", False),
    ("a loop rebinds it before each read", "def f(k, n):\n    keys = g(k)\n    for _ in range(n):\n        keys = h(k)\n        use(keys)\n        keys = keys + 1", True),
    ("near miss: the loop reads it first", "def f(k, n):\n    keys = g(k)\n    for _ in range(n):\n        use(keys)\n        keys = h(k)", False),
    ("near miss: a nested function reads it", "def f(k):\n    keys = g(k)\n    keys = h(k)\n    return lambda: keys", False),
]


@pytest.mark.parametrize("name,code,expected", UNREAD_CASES, ids=[c[0] for c in UNREAD_CASES])
def test_a_binding_no_read_sees(name, code, expected):
    model = SemanticModel(cst.parse_module(code + "\n"))
    func = next(f for f in model.index.functions if f.name == "f")
    stmt = func.node.body.body[0].body[0]
    assert model.scopes.unread(model.scopes.binding_at("keys", stmt, func)) is expected


RETURNED_CASES = [
    # name, body of `def f(key, x)`, where in the result the values made from `key` go (None: elsewhere too)
    ("the third element's second", "    k, *subs = split(key)\n    subs = stack(subs)\n    return x, g(x), (x, subs)", {(2, 1)}),
    ("the whole result", "    return normal(key) * x", {()}),
    ("nowhere: only consumed", "    k = split(key)\n    return x", set()),
    ("near miss: a test reads it", "    k = split(key)\n    if k[0]:\n        x = 1\n    return x", None),
    ("near miss: stored in an attribute", "    x.key = split(key)\n    return x", None),
    ("near miss: a call whose result is dropped", "    show(normal(key))\n    return x", None),
    ("near miss: a starred element", "    ks = split(key)\n    return (x, *ks)", None),
    ("near miss: a nested function", "    ks = split(key)\n    return lambda: ks", None),
]


@pytest.mark.parametrize("name,body,expected", RETURNED_CASES, ids=[c[0] for c in RETURNED_CASES])
def test_where_the_values_made_from_a_parameter_go(name, body, expected):
    model = SemanticModel(cst.parse_module("def f(key, x):\n" + body + "\n"))
    func = next(f for f in model.index.functions if f.name == "f")
    slots = model.scopes.returned_only(func, "key")
    assert (None if slots is None else set(slots)) == expected


CALL_BRANCH_CASES = [
    # name, code, the (if's test, arm) pairs holding the call `g()`, outermost first
    ("a call in an if's body", "def f(c):\n    if c:\n        g()", [("c", 0)]),
    ("a call in an elif", "def f(c, d):\n    if c:\n        pass\n    elif d:\n        g()", [("c", 1), ("d", 0)]),
    ("a call in a loop in an else", "def f(c):\n    if c:\n        pass\n    else:\n        for _ in c:\n            g()",
     [("c", 1)]),
    ("near miss: a call after the if", "def f(c):\n    if c:\n        pass\n    g()", []),
    ("near miss: a def in a branch starts its own", "def f(c):\n    if c:\n        def h():\n            g()", []),
]


@pytest.mark.parametrize("name,code,expected", CALL_BRANCH_CASES, ids=[c[0] for c in CALL_BRANCH_CASES])
def test_the_branches_that_hold_a_call(name, code, expected):
    module = cst.parse_module(code + "\n")
    model = SemanticModel(module)
    site = next(c for s in _all_scopes(model.scopes.module) for c in s.calls if module.code_for_node(c.node) == "g()")
    assert [(module.code_for_node(stmt.test), arm) for stmt, arm in site.branches] == expected


ONCE_CASES = [
    # name, code, whether the call `g()` runs only while its if's test asks for it
    ("a global flag the arm sets", "_done = False\ndef f():\n    global _done\n    if not _done:\n        g()\n        _done = True",
     True),
    ("a cache the arm fills", "_cache = {}\ndef f(k):\n    if k not in _cache:\n        _cache[k] = g()", True),
    ("an attribute flag of self", "def f(self):\n    if self.dirty:\n        g()\n        self.dirty = False", True),
    ("near miss: the flag is never set", "_forced = None\ndef f():\n    if _forced is None:\n        g()", False),
    ("near miss: a local flag is gone when the call returns",
     "def f():\n    ready = False\n    if not ready:\n        g()\n        ready = True", False),
    ("near miss: the function re-arms the flag",
     "_done = False\ndef f():\n    global _done\n    if not _done:\n        g()\n        _done = True\n    _done = False",
     False),
]


@pytest.mark.parametrize("name,code,expected", ONCE_CASES, ids=[c[0] for c in ONCE_CASES])
def test_a_call_under_a_guard_that_turns_itself_off(name, code, expected):
    module = cst.parse_module(code + "\n")
    model = SemanticModel(module)
    site = next(c for s in _all_scopes(model.scopes.module) for c in s.calls if module.code_for_node(c.node) == "g()")
    assert model.scopes.once_guarded(site.node) is expected


EXCLUSIVE_CASES = [
    # name, code, whether the bindings of `a` and `b` never both run in one call
    ("the two arms of an if", "def f(c):\n    if c:\n        a = 1\n    else:\n        b = 2", True),
    ("an if and its elif", "def f(c, d):\n    if c:\n        a = 1\n    elif d:\n        b = 2", True),
    ("near miss: one after the if", "def f(c):\n    if c:\n        a = 1\n    b = 2", False),
    ("near miss: the arms of an if in a loop", "def f(cs):\n    for c in cs:\n        if c:\n            a = 1\n"
     "        else:\n            b = 2", False),
    ("near miss: a try body and its handler", "def f():\n    try:\n        a = 1\n    except ValueError:\n"
     "        b = 2", False),
]


@pytest.mark.parametrize("name,code,expected", EXCLUSIVE_CASES, ids=[c[0] for c in EXCLUSIVE_CASES])
def test_bindings_in_arms_that_never_both_run(name, code, expected):
    from jaxlint.model.bindings import exclusive

    model = SemanticModel(cst.parse_module(code + "\n"))
    scope = model.scopes.scope(_func(model, "f"))
    assert exclusive(scope.bindings_of("a")[0], scope.bindings_of("b")[0]) is expected


SERIAL_ARM_CASES = [
    # name, code, whether `g()` sits in the serial arm of a mapped / serial switch
    ("the else of an arm with axis_index", "def f(c):\n    if c:\n        i = lax.axis_index('i')\n"
     "    else:\n        g()", True),
    ("the arm of an if whose else gathers", "def f(c):\n    if not c:\n        g()\n    else:\n"
     "        y = lax.all_gather(x, 'i')", True),
    ("an elif beside a psum", "def f(c, d):\n    if c:\n        lax.psum(x, 'i')\n    elif d:\n        g()", True),
    ("near miss: the arm that calls the collective", "def f(c):\n    if c:\n        lax.pmean(g(), 'i')\n"
     "    else:\n        h()", False),
    ("near miss: both arms call one", "def f(c):\n    if c:\n        lax.psum(x, 'i')\n    else:\n"
     "        lax.pmean(x, 'i')\n        g()", False),
    ("near miss: no collective at all", "def f(c):\n    if c:\n        h()\n    else:\n        g()", False),
    ("near miss: after the if", "def f(c):\n    if c:\n        lax.psum(x, 'i')\n    g()", False),
]


@pytest.mark.parametrize("name,code,expected", SERIAL_ARM_CASES, ids=[c[0] for c in SERIAL_ARM_CASES])
def test_a_call_in_the_serial_arm_of_a_mapped_switch(name, code, expected):
    from jaxlint.model import apis

    module = cst.parse_module("from jax import lax\n" + code + "\n")
    model = SemanticModel(module)
    site = next(c for s in _all_scopes(model.scopes.module) for c in s.calls if module.code_for_node(c.node) == "g()")
    assert model.scopes.serial_arm(site.node, apis.COLLECTIVES) is expected


APART_CASES = [
    # name, code, whether no read of the value `a = ...` binds runs in a call that runs `g()`
    ("read only in the other arms", "def f(c, d):\n    a = h()\n    if c:\n        return a\n    elif d:\n"
     "        return a * 2\n    else:\n        return g()", True),
    ("read after an arm that returns", "def f(c):\n    a = h()\n    if c:\n        return g()\n    return a", True),
    ("read after a one-line arm that raises", "def f(c):\n    a = h()\n    if c: raise g()\n    return a", True),
    ("rebound before the read", "def f():\n    a = h()\n    a = 2\n    g()\n    return a", True),
    ("near miss: read in the same arm", "def f(c):\n    a = h()\n    if c:\n        g()\n        return a\n    return 0", False),
    ("near miss: read before, on the same path", "def f(c):\n    a = h()\n    b = a + 1\n    if c:\n"
     "        return g()\n    return b", False),
    ("near miss: the arm does not return", "def f(c):\n    a = h()\n    if c:\n        g()\n    return a", False),
    ("near miss: the arms of an if in a loop", "def f(cs):\n    a = h()\n    for c in cs:\n        if c:\n"
     "            g()\n        else:\n            use(a)", False),
    ("near miss: a nested function reads it", "def f(c):\n    a = h()\n    if c:\n        return g()\n"
     "    return lambda: a", False),
]


@pytest.mark.parametrize("name,code,expected", APART_CASES, ids=[c[0] for c in APART_CASES])
def test_a_value_no_read_of_which_runs_with_a_call(name, code, expected):
    module = cst.parse_module(code + "\n")
    model = SemanticModel(module)
    func = _func(model, "f")
    stmt = func.node.body.body[0].body[0]
    site = next(c for s in _all_scopes(model.scopes.module) for c in s.calls if module.code_for_node(c.node) == "g()")
    assert model.scopes.apart(model.scopes.binding_at("a", stmt, func), site) is expected
