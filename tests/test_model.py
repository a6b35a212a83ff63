"""The semantic model, table-driven: is this code traced, and is this value a tracer?

Each case is a small module, the source text of one expression (its first occurrence) or the name of
one function, and the model's expected answer. Near misses sit next to the cases they resemble.
"""

import textwrap

import libcst as cst
import pytest

from jaxlint.model import Kind, Level, SemanticModel

T, R, C, U = Kind.TRACER, Kind.TREE, Kind.CONCRETE, Kind.UNKNOWN

PRELUDE = """\
import functools
from functools import partial
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
"""


def build(code: str) -> SemanticModel:
    return SemanticModel(cst.parse_module(PRELUDE + textwrap.dedent(code)))


def find_expr(model: SemanticModel, text: str) -> cst.CSTNode:
    found = []

    class Finder(cst.CSTVisitor):
        def on_visit(self, node):
            if isinstance(node, (cst.Param, cst.AssignTarget)):
                return False  # bindings, not reads
            if not found and isinstance(node, cst.BaseExpression) and \
                    model.index.module.code_for_node(node).strip() == text:
                found.append(node)
            return not found

    model.index.module.visit(Finder())
    assert found, f"no expression `{text}` in the snippet"
    return found[0]


def find_function(model: SemanticModel, name: str):
    matches = [f for f in model.index.functions if f.name == name]
    assert matches, f"no function {name}"
    return matches[0]


NNX = """\
import flax.nnx as nnx
class Block(nnx.Module):
    def __init__(self, cfg, rngs):
        self.num_heads = cfg.num_heads
        self.config = cfg
        self.w = nnx.Param(jnp.ones(3))
        self.linear = nnx.Linear(3, 3, rngs=rngs)
    def __call__(self, x):
"""
EQX = """\
import equinox as eqx
from typing import Callable
class M(eqx.Module):
    w: jax.Array
    n: int
    act: Callable
    def __call__(self, x):
"""
HELPER = """\
import dataclasses
def static_field(**kw):
    return dataclasses.field(metadata={"static": True}, **kw)
@jax.tree_util.register_dataclass
@dataclasses.dataclass
class S:
    x: jax.Array
    n: int = static_field()
"""

KIND_CASES = [
    # -- parameters of jitted functions ------------------------------------------------------
    ("jit param compared", "@jax.jit\ndef f(x):\n    if x > 0: pass", "x > 0", T),
    ("jit param bare (maybe a pytree)", "@jax.jit\ndef f(x):\n    if x: pass", "x", R),
    ("jit param annotated array", "@jax.jit\ndef f(x: jax.Array):\n    if x: pass", "x", T),
    ("jit param annotated dict", "@jax.jit\ndef f(p: dict):\n    if p: pass", "p", R),
    ("jit param with default", "@jax.jit\ndef f(x, flag=True):\n    if flag: pass", "flag", U),
    ("jit param with a bool default every call passes", "@jax.jit\ndef f(x, flag=True):\n    if flag: pass\n"
     "def run(x, on):\n    f(x, on)", "flag", T),
    ("near miss: a dict default every call passes", "@jax.jit\ndef f(x, opts=None):\n    if opts: pass\n"
     "def run(x, o):\n    f(x, o)", "opts", R),
    ("a jitted method of a parameter annotated with its class", "class P:\n    def e(self, x, on=False):\n"
     "        if on: pass\ndef make(p: P):\n    g = jax.jit(p.e)\n    def step(x, on):\n        return g(x, on)\n"
     "    return step", "on", T),
    ("static_argnames", "@partial(jax.jit, static_argnames='n')\ndef f(x, n):\n    if n > 2: pass", "n > 2", C),
    ("static_argnames tuple", "@partial(jax.jit, static_argnames=('n', 'm'))\ndef f(x, n, m):\n    y = m + 1", "m + 1", C),
    ("static_argnums positive", "@partial(jax.jit, static_argnums=1)\ndef f(x, n):\n    y = n * 2", "n * 2", C),
    ("static_argnums negative", "@partial(jax.jit, static_argnums=(-1,))\ndef f(x, n):\n    y = n * 2", "n * 2", C),
    ("static_argnums near miss: other arg", "@partial(jax.jit, static_argnums=(1,))\ndef f(x, n):\n    y = x * 2", "x * 2", T),
    ("jit(static_argnames=...) decorator", "@jax.jit(static_argnames=['n'])\ndef f(x, n):\n    y = n - 1", "n - 1", C),
    ("functools.partial spelled out", "@functools.partial(jax.jit, static_argnums=0)\ndef f(n, x):\n    y = n - 1", "n - 1", C),
    ("call-site jit with statics", "def f(x, n):\n    y = n + 0\ng = jax.jit(f, static_argnames='n')", "n + 0", C),
    ("call-site jit traced", "def f(x, n):\n    y = n + 0\ng = jax.jit(f)", "n + 0", T),
    ("module alias of partial(jit)", "my_jit = partial(jax.jit, static_argnums=1)\n@my_jit\ndef f(x, n):\n    y = n + 1", "n + 1", C),
    ("kw-only param static", "@partial(jax.jit, static_argnames='k')\ndef f(x, *, k):\n    y = k + 1", "k + 1", C),
    ("dynamic static_argnums: unknown", "S = (1,)\n@partial(jax.jit, static_argnums=S)\ndef f(x, n):\n    y = n + 1", "n + 1", U),
    # -- shapes and other concrete facts --------------------------------------------------------
    ("shape", "@jax.jit\ndef f(x):\n    n = x.shape[0]\n    y = n > 2", "n > 2", C),
    ("ndim", "@jax.jit\ndef f(x):\n    y = x.ndim == 2", "x.ndim == 2", C),
    ("dtype", "@jax.jit\ndef f(x):\n    y = x.dtype == jnp.float32", "x.dtype == jnp.float32", C),
    ("size", "@jax.jit\ndef f(x):\n    y = x.size // 2", "x.size // 2", C),
    ("distribution event_dim", "@jax.jit\ndef f(d):\n    y = d.event_dim - 1", "d.event_dim - 1", C),
    ("distribution batch_shape", "@jax.jit\ndef f(d):\n    y = len(d.batch_shape) > 0", "len(d.batch_shape) > 0", C),
    ("len", "@jax.jit\ndef f(x):\n    y = len(x) > 3", "len(x) > 3", C),
    ("isinstance", "@jax.jit\ndef f(x):\n    y = isinstance(x, tuple)", "isinstance(x, tuple)", C),
    ("is None", "@jax.jit\ndef f(x, m=None):\n    y = m is None", "m is None", C),
    ("is not None on traced", "@jax.jit\ndef f(x):\n    y = x is not None", "x is not None", C),
    ("literal", "@jax.jit\ndef f(x):\n    y = 3 > 2", "3 > 2", C),
    ("flax static field", "import flax\n@flax.struct.dataclass\nclass S:\n    x: jax.Array\n    t: float = flax.struct.field(pytree_node=False)\n@jax.jit\ndef f(s):\n    y = s.t > 0", "s.t > 0", C),
    ("equinox static field", "import equinox as eqx\nclass S(eqx.Module):\n    t: int = eqx.field(static=True)\n@jax.jit\ndef f(s):\n    y = s.t > 0", "s.t > 0", C),
    ("register_dataclass static field", "import dataclasses\n@jax.tree_util.register_dataclass\n@dataclasses.dataclass\nclass S:\n    t: int = dataclasses.field(metadata={'static': True})\n@jax.jit\ndef f(s):\n    y = s.t > 0", "s.t > 0", C),
    ("lax's convolution permutations are Python tuples", "@jax.jit\ndef f(x):\n    p = jax.lax.conv_general_permutations(('NHWC', 'HWIO', 'NHWC'))[0]\n    y = p[1]", "p[1]", C),
    # egoallo#17: a pytree's int field is a leaf, read off a traced argument whose class is not written
    ("pytree leaf field by name", "from flax import struct\n@struct.dataclass\nclass P:\n    window: int\n@jax.jit\ndef f(p):\n    y = p.window", "p.window", T),
    # transformers PR #46203: a parameter the body reads as an array (`.at[...]`) is a tracer, not a pytree
    ("parameter read as an array", "@jax.jit\ndef f(ids, tok):\n    y = ids == tok\n    z = ids.at[y].set(0)", "ids == tok", T),
    ("parameter near miss: not read as an array", "@jax.jit\ndef f(ids, tok):\n    y = ids == tok", "ids == tok", U),
    ("pytree leaf field near miss: a plain class declares it too", "from flax import struct\n@struct.dataclass\nclass P:\n    window: int\nclass Q:\n    window: int\n@jax.jit\ndef f(p):\n    y = p.window", "p.window", U),
    # jax#2323: a closed-over table read at a traced index (an array gathers a tracer, anything else raises)
    ("closed-over table at a traced index", "def run(sizes):\n    def body(i, c):\n        y = sizes[i]\n        return c\n    return jax.lax.fori_loop(0, 3, body, 0)", "sizes[i]", T),
    ("closed-over table at a Python index", "def run(sizes):\n    def body(i, c):\n        y = sizes[0]\n        return c\n    return jax.lax.fori_loop(0, 3, body, 0)", "sizes[0]", C),
    # jaxls: a helper's items of a traced dict give (key, value) pairs, and pytree keys are Python values
    ("key of a helper's items of a traced dict", "class Ordering:\n    def ordered_dict_items(self, d):\n        return sorted(d.items())\n@jax.jit\ndef f(d):\n    for k, v in Ordering().ordered_dict_items(d):\n        y = k.dim + 1\n        z = v + 1", "k.dim + 1", C),
    ("value of a helper's items of a traced dict", "class Ordering:\n    def ordered_dict_items(self, d):\n        return sorted(d.items())\n@jax.jit\ndef f(d):\n    for k, v in Ordering().ordered_dict_items(d):\n        y = k.dim + 1\n        z = v + 1", "v + 1", T),
    # jaxls: `dim: jdc.Static[Any]`, read off a value typed `Any` whose class is not known
    ("jax_dataclasses Static field", "from typing import Any\nimport jax_dataclasses as jdc\n@jdc.pytree_dataclass\nclass S:\n    x: jax.Array\n    dim: jdc.Static[Any] = 0\n@jax.jit\ndef f(s: Any):\n    y = s.dim > 0", "s.dim > 0", C),
    ("jax_dataclasses field near miss: not Static", "from typing import Any\nimport jax_dataclasses as jdc\n@jdc.pytree_dataclass\nclass S:\n    x: jax.Array\n    dim: jax.Array = 0\n@jax.jit\ndef f(s: Any):\n    y = s.dim > 0", "s.dim > 0", T),
    ("static field near miss: pytree_node=True", "from flax import struct\n@struct.dataclass\nclass S:\n    t: float = struct.field(pytree_node=True)\n@jax.jit\ndef f(s):\n    y = s.t > 0", "s.t > 0", T),
    ("static field near miss: a leaf elsewhere", "import flax\nclass A:\n    t: float = flax.struct.field(pytree_node=False)\nclass B:\n    t: jax.Array\n@jax.jit\ndef f(s):\n    y = s.t > 0", "s.t > 0", U),
    ("issubdtype", "@jax.jit\ndef f(x):\n    y = jnp.issubdtype(x.dtype, jnp.floating)", "jnp.issubdtype(x.dtype, jnp.floating)", C),
    ("int of shape", "@jax.jit\ndef f(x):\n    y = int(x.shape[0])", "int(x.shape[0])", C),
    ("module constant", "K = 3\n@jax.jit\ndef f(x):\n    y = K * 2", "K * 2", C),
    ("closed-over numpy array indexed", "W = np.ones(3)\n@jax.jit\ndef f(x):\n    y = W[0] > 0", "W[0] > 0", C),
    ("tree structure", "@jax.jit\ndef f(p):\n    y = jax.tree.structure(p)", "jax.tree.structure(p)", C),
    ("shape arithmetic", "@jax.jit\ndef f(x):\n    y = x.shape[0] * x.shape[1] + 1", "x.shape[0] * x.shape[1] + 1", C),
    ("shape tuple concat", "@jax.jit\ndef f(x):\n    y = x.shape + (1,)", "x.shape + (1,)", C),
    # -- flow -----------------------------------------------------------------------------------
    ("jnp result", "@jax.jit\ndef f(x):\n    y = jnp.sum(x)\n    z = y > 0", "y > 0", T),
    ("jnp on constants under jit", "@jax.jit\ndef f(x):\n    y = jnp.ones(3)\n    z = y.sum()", "y.sum()", T),
    ("method on tracer", "@jax.jit\ndef f(x):\n    y = x.mean()", "x.mean()", T),
    ("augassign", "@jax.jit\ndef f(x):\n    t = 0.0\n    t += x\n    z = t * 1", "t * 1", T),
    ("tuple unpack", "@jax.jit\ndef f(x):\n    a, b = x, 3\n    z = (a, b)", "(a, b)", R),
    ("tuple unpack concrete side", "@jax.jit\ndef f(x):\n    a, b = x, 3\n    z = b + 1", "b + 1", C),
    ("unpack shape", "@jax.jit\ndef f(x):\n    n, m = x.shape\n    z = n + m", "n + m", C),
    ("walrus", "@jax.jit\ndef f(x):\n    if (s := x.sum()) > 0: pass", "(s := x.sum()) > 0", T),
    ("for over range", "@jax.jit\ndef f(x):\n    for i in range(3):\n        z = i + 1", "i + 1", C),
    ("for over shape range", "@jax.jit\ndef f(x):\n    for i in range(x.shape[0]):\n        z = i * 2", "i * 2", C),
    ("for over traced", "@jax.jit\ndef f(xs):\n    for row in xs:\n        z = row + 1", "row + 1", T),
    ("enumerate index concrete", "@jax.jit\ndef f(xs):\n    for i, row in enumerate(xs):\n        z = i + 1", "i + 1", C),
    ("dict items values traced", "@jax.jit\ndef f(p):\n    for k, v in p.items():\n        z = v * 2", "v * 2", T),
    ("dict items keys concrete", "@jax.jit\ndef f(p):\n    for k, v in p.items():\n        z = k + '_'", "k + '_'", C),
    ("dict keys() concrete", "@jax.jit\ndef f(p):\n    z = p.keys()", "p.keys()", C),
    ("dict values() traced", "@jax.jit\ndef f(p):\n    z = p.values()", "p.values()", R),
    ("for over a dict it indexes: keys", "@jax.jit\ndef f(b):\n    for k in b['in']:\n        n = b['in'][k].shape[0]\n        z = k + '_'", "k + '_'", C),
    ("the key itself concrete", "@jax.jit\ndef f(b):\n    for k in b:\n        y = b[k]\n        z = k + '_'", "k + '_'", C),
    ("what the key indexes traced", "@jax.jit\ndef f(b):\n    for k in b:\n        y = b[k]\n        z = y * 2", "y * 2", T),
    ("comprehension keys of what it indexes", "@jax.jit\ndef f(b):\n    z = {k + '_': b[k] for k in b}", "k + '_'", C),
    ("for indexing another tree: element traced", "@jax.jit\ndef f(b, c):\n    for k in b:\n        y = c[k]\n        z = k + 1", "k + 1", T),
    ("comprehension over traced", "@jax.jit\ndef f(xs):\n    z = [r + 1 for r in xs]", "r + 1", T),
    ("comprehension over range", "@jax.jit\ndef f(x):\n    z = [i * 2 for i in range(4)]", "i * 2", C),
    ("branch join mixed", "@partial(jax.jit, static_argnames='s')\ndef f(x, s):\n    if s:\n        y = x\n    else:\n        y = 1.0\n    z = y", "y", U),
    ("branch join both traced", "@jax.jit\ndef f(x):\n    if x.ndim == 1:\n        y = x * 2\n    else:\n        y = x.sum()\n    z = y", "y", T),
    ("loop rebinding", "@jax.jit\ndef f(x):\n    acc = 0.0\n    for i in range(3):\n        acc = acc + x\n    z = acc", "acc", T),
    ("ifexp", "@jax.jit\ndef f(x):\n    y = x if x.ndim else -x\n    z = y", "y", T),
    ("subscript traced", "@jax.jit\ndef f(x):\n    z = x[0] > 0", "x[0] > 0", T),
    ("dict param subscript", "@jax.jit\ndef f(p):\n    w = p['w']", "p['w']", R),
    ("not of traced is unknown", "@jax.jit\ndef f(x):\n    z = not x", "not x", U),
    ("unary minus", "@jax.jit\ndef f(x):\n    z = -x", "-x", T),
    ("bool op joins", "@jax.jit\ndef f(x, y):\n    z = x > 0 and y > 0", "x > 0 and y > 0", T),
    ("fstring is concrete text", "@jax.jit\ndef f(x):\n    z = f'{x}'", "f'{x}'", C),
    ("unknown call", "@jax.jit\ndef f(x):\n    z = helper(x)", "helper(x)", U),
    ("numpy on constants", "@jax.jit\ndef f(x):\n    z = np.ones(3)", "np.ones(3)", C),
    ("numpy on tracer unknown", "@jax.jit\ndef f(x):\n    z = np.sum(x)", "np.sum(x)", U),
    ("item is unknown", "@jax.jit\ndef f(x):\n    z = x.item()", "x.item()", U),
    # -- other transformations ----------------------------------------------------------------
    ("vmap mapped", "def f(x, n):\n    y = x + 1\njax.vmap(f, in_axes=(0, None))", "x + 1", T),
    ("vmap in_axes None passes through", "def f(x, n):\n    y = n + 1\njax.vmap(f, in_axes=(0, None))", "n + 1", U),
    ("vmap positional in_axes", "def f(x, n):\n    y = n + 1\njax.vmap(f, (0, None))", "n + 1", U),
    ("grad argnums", "def f(x, n):\n    y = x * 2\njax.grad(f)", "x * 2", T),
    ("grad non-diff arg", "def f(x, n):\n    y = n * 2\njax.grad(f)", "n * 2", U),
    ("jit called at once traces constants", "@jax.jit\ndef outer(x):\n    return jax.jit(inner)(x, 3)\ndef inner(a, n):\n    y = n * 2", "n * 2", T),
    ("grad called at once passes constants", "@jax.jit\ndef outer(x):\n    return jax.grad(inner)(x, 3)\ndef inner(a, n):\n    y = n * 2", "n * 2", C),
    ("jit of grad", "def f(x, n):\n    y = n * 2\njax.jit(jax.grad(f))", "n * 2", T),
    ("scan body carry", "def body(c, x):\n    y = c + x\n    return y, y\nlax.scan(body, 0.0, None)", "c + x", T),
    ("fori index", "def body(i, v):\n    y = i + 1\n    return v\nlax.fori_loop(0, 3, body, 0.0)", "i + 1", T),
    ("while cond", "def cond(v):\n    return v < 3\ndef body(v):\n    return v + 1\nlax.while_loop(cond, body, 0)", "v < 3", T),
    ("cond branch", "def yes(v):\n    return v * 2\ndef no(v):\n    return v\nlax.cond(True, yes, no, 1.0)", "v * 2", T),
    ("switch branches", "def a(v):\n    return v + 1\ndef b(v):\n    return v - 1\nlax.switch(0, [a, b], 1.0)", "v + 1", T),
    ("lambda body", "g = jax.jit(lambda x: x * 3)", "x * 3", T),
    ("partial bound arg is concrete", "def f(cfg, x):\n    y = cfg + 1\njax.jit(partial(f, 3))", "cfg + 1", C),
    ("method via self", "class M:\n    def __init__(self):\n        self.fn = jax.jit(self.step)\n    def step(self, x):\n        y = x + 1", "x + 1", T),
    ("method self is concrete", "class M:\n    def __init__(self):\n        self.fn = jax.jit(self.step)\n    def step(self, x):\n        y = self.k + 1", "self.k + 1", C),
    # -- propagation ----------------------------------------------------------------------------
    ("helper called with tracer", "def h(a, n):\n    y = a * 2\n@jax.jit\ndef f(x):\n    return h(x, 3)", "a * 2", T),
    ("helper called with constant", "def h(a, n):\n    y = n * 2\n@jax.jit\ndef f(x):\n    return h(x, 3)", "n * 2", C),
    ("helper default", "def h(a, n=4):\n    y = n * 2\n@jax.jit\ndef f(x):\n    return h(x)", "n * 2", C),
    ("helper mixed callers", "def h(a, n):\n    y = n * 2\n@jax.jit\ndef f(x):\n    h(x, 3)\n    return h(x, x)", "n * 2", U),
    ("check_init of an instance built from tracers", "import equinox as eqx\nclass P(eqx.Module):\n    a: jax.Array\n    def __check_init__(self):\n        y = self.a > 0\n@jax.jit\ndef f(x):\n    return P(x)", "self.a > 0", T),
    ("post_init of an instance built from constants", "import dataclasses\n@dataclasses.dataclass\nclass P:\n    a: float\n    def __post_init__(self):\n        y = self.a > 0\n@jax.jit\ndef f(x):\n    return P(2.0)", "self.a > 0", C),
    ("post_init not run when __init__ is written", "class P:\n    def __init__(self, a):\n        self.a = a\n    def __post_init__(self):\n        y = self.a > 0\n@jax.jit\ndef f(x):\n    return P(x)", "self.a > 0", U),
    ("array module held in a variable", "@jax.jit\ndef f(z):\n    xp = jnp\n    y = xp.abs(z)", "xp.abs(z)", T),
    ("array module returned by a backend switch", "def backend(flag):\n    if flag:\n        return jax.numpy\n    return np\n@jax.jit\ndef f(z):\n    xp = backend(True)\n    y = xp.abs(z)", "xp.abs(z)", T),
    ("near miss: an array module's dtype", "@jax.jit\ndef f(z):\n    xp = np\n    y = xp.float32", "xp.float32", C),
    ("near miss: a list guard short-circuits", "@jax.jit\ndef f(x):\n    y = isinstance(x, list) and not x", "not x", U),
    ("a jitted helper's output is a tracer", "@partial(jax.jit, static_argnums=0)\ndef n(k):\n    return 2 * k\n@partial(jax.jit, static_argnums=0)\ndef f(k):\n    y = n(k)", "n(k)", T),
    ("near miss: a plain helper's Python int", "def n(k):\n    return 2 * k\n@partial(jax.jit, static_argnums=0)\ndef f(k):\n    y = n(k)", "n(k)", C),
    ("post_init sees the Python int the call passed", "import dataclasses\n@dataclasses.dataclass\nclass S:\n    start: int\n    stride: int = 1\n    def __post_init__(self):\n        y = self.stride < 0\n@jax.jit\ndef f(i):\n    return S(i, 2)", "self.stride < 0", C),
    ("post_init sees the tracer the call passed", "import dataclasses\n@dataclasses.dataclass\nclass S:\n    start: int\n    stride: int = 1\n    def __post_init__(self):\n        y = self.start < 0\n@jax.jit\ndef f(i):\n    return S(i, 2)", "self.start < 0", T),
    ("helper return kind", "def h(a):\n    return jnp.sin(a)\n@jax.jit\ndef f(x):\n    y = h(x)\n    z = y > 0", "y > 0", T),
    ("nested closure sees tracer", "@jax.jit\ndef f(x):\n    def inner():\n        return x + 1\n    return inner()", "x + 1", T),
    ("closure in untraced factory", "def make(scale):\n    @jax.jit\n    def f(x):\n        y = scale * 2\n    return f", "scale * 2", C),
    ("tree.map leaves", "@jax.jit\ndef f(p):\n    return jax.tree.map(lambda v: v * 2, p)", "v * 2", T),
    ("host callback params concrete", "def cb(v):\n    y = v + 1\n@jax.jit\ndef f(x):\n    jax.debug.callback(cb, x)", "v + 1", U),
    ("untraced function", "def plain(x):\n    y = x + 1", "x + 1", U),
    ("eqx filter_jit int static", "import equinox as eqx\n@eqx.filter_jit\ndef f(x: jax.Array, n: int):\n    y = n * 2", "n * 2", C),
    ("eqx filter_jit array traced", "import equinox as eqx\n@eqx.filter_jit\ndef f(x: jax.Array, n: int):\n    y = x * 2", "x * 2", T),
    # -- instances: module fields and pytree fields (issue 10, cause 1) --------------------------
    ("nnx int attribute", NNX + "        if self.num_heads > 1: pass", "self.num_heads > 1", C),
    ("nnx config through a local", NNX + "        cfg = self.config\n        if cfg.pad > 0: pass", "cfg.pad > 0", C),
    ("nnx param is traced state", NNX + "        y = self.w * x", "self.w * x", T),
    ("nnx layer output is traced", NNX + "        y = self.linear(x)", "self.linear(x)", T),
    ("nnx static data under a nested scan", NNX + "        def body(c, xs):\n            if self.num_heads > 1: pass\n"
     "            return c, xs\n        return jax.lax.scan(body, x, x)", "self.num_heads > 1", C),
    ("nnx shape of a param", NNX + "        n = self.w.shape[0] + 1", "self.w.shape[0] + 1", C),
    ("eqx int field", EQX + "        y = self.n > 1", "self.n > 1", C),
    ("eqx callable field", EQX + "        y = self.act", "self.act", C),
    ("eqx array field", EQX + "        y = self.w > 0", "self.w > 0", T),
    ("eqx annotated argument of filter_jit", EQX + "        return x\n@eqx.filter_jit\ndef f(m: M, x):\n    y = m.n + 1", "m.n + 1", C),
    ("eqx annotated argument array field", EQX + "        return x\n@eqx.filter_jit\ndef f(m: M, x):\n    y = m.w + 1", "m.w + 1", T),
    ("linen field is a hyperparameter", "import flax.linen as nn\nclass M(nn.Module):\n    features: int\n"
     "    @nn.compact\n    def __call__(self, x):\n        y = self.features > 2", "self.features > 2", C),
    ("linen param in setup is traced", "import flax.linen as nn\nclass M(nn.Module):\n    def setup(self):\n"
     "        self.w = self.param('w', jax.nn.initializers.zeros, (3,))\n    def __call__(self, x):\n"
     "        y = self.w > 0", "self.w > 0", T),
    ("pytree int leaf is traced", "import flax\n@flax.struct.dataclass\nclass S:\n    step: int\n@jax.jit\n"
     "def f(s: S):\n    y = s.step > 0", "s.step > 0", T),
    ("closed-over module instance", EQX + "        y = self.w > 0\nmodel = M()\n@jax.jit\ndef f(x):\n    return model(x)", "self.w > 0", C),
    ("jitted method: self of an unknown class", "from .base import Sampler\nclass S(Sampler):\n"
     "    @partial(jax.jit, static_argnums=1)\n    def init(self, machine, x):\n        y = self.n_batches * 2",
     "self.n_batches * 2", U),
    ("jitted method: a re-exported static field", "from netket.utils import struct\nclass S(struct.Pytree):\n"
     "    n: int = struct.field(pytree_node=False)\n    @jax.jit\n    def f(self, x):\n        y = self.n * 2",
     "self.n * 2", C),
    ("compared with text: a Python value", "from .qgt import QGT\n@jax.jit\ndef f(S: QGT, x):\n"
     "    y = S.mode == 'complex'", "S.mode == 'complex'", C),
    ("shard_map: a None in_spec passes the argument through", "from jax.sharding import PartitionSpec as P\n"
     "@partial(jax.shard_map, mesh=None, in_specs=(P('x'), None), out_specs=P('x'))\n"
     "def f(a, n):\n    y = n > 1", "n > 1", U),
    ("shard_map: a partitioned argument is traced", "from jax.sharding import PartitionSpec as P\n"
     "@partial(jax.shard_map, mesh=None, in_specs=(P('x'), None), out_specs=P('x'))\n"
     "def f(a, n):\n    y = a > 1", "a > 1", T),
    # -- neural-network modules reached through their callers (issue 11) ------------------------
    ("linen apply runs the method named", "import flax.linen as nn\nclass VAE(nn.Module):\n"
     "    def __call__(self, x):\n        return x\n    def decode(self, z):\n        y = z > 0\n"
     "@jax.jit\ndef generate(params, z):\n    return VAE().apply(params, z, method=VAE.decode)", "z > 0", T),
    ("linen apply: the variables are not the input", "import flax.linen as nn\nclass M(nn.Module):\n"
     "    @nn.compact\n    def __call__(self, x, train: bool = False):\n        y = [train]\n"
     "@jax.jit\ndef step(params, x):\n    return M().apply(params, x, train=True)", "[train]", C),
    ("state.apply_fn is the module handed on as apply_fn", "import flax.linen as nn\n"
     "from flax.training import train_state\nclass CNN(nn.Module):\n    @nn.compact\n"
     "    def __call__(self, x):\n        y = x.max() > 1.0\n        return x\n@jax.jit\ndef step(state, x):\n"
     "    return state.apply_fn({'params': state.params}, x)\nmodel = CNN()\n"
     "state = train_state.TrainState.create(apply_fn=model.apply, params={}, tx=None)", "x.max() > 1.0", T),
    ("haiku transform: apply runs the function", "import haiku as hk\ndef forward(x):\n    y = x > 0\n"
     "    return x\nnet = hk.transform(forward)\nstep = jax.jit(net.apply)", "x > 0", T),
    ("nnx.jit: a module the calls pass", "from flax import nnx\nclass Policy(nnx.Module):\n"
     "    def __init__(self, rngs):\n        self.k = 3\n    def __call__(self, x, t):\n        y = t > 0.0\n"
     "        z = self.k > 1\n        return x\n@nnx.jit\ndef act(policy, x, t):\n    return policy(x, t)\n"
     "policy = Policy(nnx.Rngs(0))\nact(policy, jnp.ones(2), 0.7)", "t > 0.0", T),
    ("nnx.jit: the module's plain attribute stays concrete", "from flax import nnx\nclass Policy(nnx.Module):\n"
     "    def __init__(self, rngs):\n        self.k = 3\n    def __call__(self, x, t):\n        z = self.k > 1\n"
     "        return x\n@nnx.jit\ndef act(policy, x, t):\n    return policy(x, t)\n"
     "policy = Policy(nnx.Rngs(0))\nact(policy, jnp.ones(2), 0.7)", "self.k > 1", C),
    ("filter_jit of an instance called at once", "import equinox as eqx\nclass M(eqx.Module):\n"
     "    def __call__(self, x):\n        y = x > 0\n        return x\nmodel = M()\n"
     "eqx.filter_jit(model)(jnp.ones(3))", "x > 0", T),
    ("filter_jit near miss: a Python number stays static", "import equinox as eqx\n@eqx.filter_jit\n"
     "def f(x, n):\n    y = n > 0\n    return x\nf(jnp.ones(3), 2)", "n > 0", C),
    ("jit: a default every call passes is traced", "@jax.jit\ndef f(x, t=0):\n    y = t > 0\n"
     "    return x\nf(jnp.ones(3), 2)\nf(jnp.ones(3), t=4)", "t > 0", T),
    ("jit near miss: a default some call leaves out", "@jax.jit\ndef f(x, t=0):\n    y = t > 0\n"
     "    return x\nf(jnp.ones(3), 2)\nf(jnp.ones(3))", "t > 0", U),
    # -- a project's own static-field helper (cause 2) -------------------------------------------
    ("static field helper function", HELPER + "@jax.jit\ndef f(s: S):\n    y = s.n > 0", "s.n > 0", C),
    ("static field helper, class unknown", HELPER + "@jax.jit\ndef f(s):\n    y = s.n > 0", "s.n > 0", C),
    ("static field helper partial", "import dataclasses\nstatic = partial(dataclasses.field, metadata={'static': True})\n"
     "@jax.tree_util.register_dataclass\n@dataclasses.dataclass\nclass S:\n    n: int = static()\n"
     "@jax.jit\ndef f(s: S):\n    y = s.n > 0", "s.n > 0", C),
    ("static field helper near miss: a leaf", HELPER + "@jax.jit\ndef f(s: S):\n    y = s.x > 0", "s.x > 0", T),
    # -- tree.map: each parameter from its own tree (cause 3) -------------------------------------
    ("tree.map second tree of Python bools", "MASK = {'a': True}\n@jax.jit\ndef f(p):\n"
     "    return jax.tree.map(lambda v, m: v * 2 if m else v, p, MASK)", "m", C),
    ("tree.map first tree traced", "MASK = {'a': True}\n@jax.jit\ndef f(p):\n"
     "    return jax.tree.map(lambda v, m: v * 2 if m else v, p, MASK)", "v * 2", T),
    ("tree.map with path: the path is concrete", "@jax.jit\ndef f(p):\n"
     "    return jax.tree_util.tree_map_with_path(lambda k, v: v if k else v, p)", "k", C),
    # -- guards (cause 4) -------------------------------------------------------------------------
    ("is None branch no call takes", "def h(x, max_n=None):\n    if max_n is None:\n        n = jnp.sum(x)\n"
     "        bad = n > 0\n    return x\n@jax.jit\ndef f(x):\n    return h(x, max_n=3)", "n > 0", U),
    ("is None branch near miss: the default", "def h(x, max_n=None):\n    if max_n is None:\n        n = jnp.sum(x)\n"
     "        bad = n > 0\n    return x\n@jax.jit\ndef f(x):\n    return h(x)", "n > 0", T),
    ("is None narrows", "def h(x, scale=None):\n    if scale is None:\n        y = [scale]\n    return x\n"
     "@jax.jit\ndef f(x):\n    return h(x, x)", "[scale]", C),
    ("isinstance ndarray narrows", "@jax.jit\ndef f(x):\n    if isinstance(x, np.ndarray):\n        y = x > 0", "x > 0", C),
    ("isinstance ndarray on an array: dead", "@jax.jit\ndef f(x: jax.Array):\n    if isinstance(x, np.ndarray):\n"
     "        y = x > 0", "x > 0", U),
    ("isinstance Python numbers", "@jax.jit\ndef f(v):\n    if isinstance(v, (int, float)):\n        y = v > 0", "v > 0", C),
    ("isinstance near miss: jax.Array", "@jax.jit\ndef f(v):\n    if isinstance(v, jax.Array):\n        y = v > 0", "v > 0", T),
    ("isinstance narrows the right of `and`", "import numbers\n@jax.jit\ndef f(v):\n"
     "    y = isinstance(v, numbers.Real) and v < 0", "v < 0", C),
    ("isinstance narrows the right of `or`", "import numbers\n@jax.jit\ndef f(v):\n"
     "    y = not isinstance(v, numbers.Real) or v < 0", "v < 0", C),
    ("`and` near miss: jax.Array", "@jax.jit\ndef f(v):\n    y = isinstance(v, jax.Array) and v < 0", "v < 0", T),
    ("`or` near miss: the right runs where the left fails", "import numbers\n@jax.jit\ndef f(v):\n"
     "    y = isinstance(v, numbers.Real) or v < 0", "v < 0", T),
    ("early return on eager values", "@jax.jit\ndef f(x: jax.Array):\n    if not isinstance(x, jax.Array):\n"
     "        return x\n    y = x > 0", "x > 0", T),
    ("literal flag decides the branch", "def h(x, train):\n    if train:\n        y = x * 2\n    else:\n"
     "        z = x + 1\n    return x\n@jax.jit\ndef f(x):\n    return h(x, train=True)", "x + 1", U),
    # -- sequences ----------------------------------------------------------------------------
    ("zip target bound whole", "@jax.jit\ndef f(xs, ys):\n    for pair in zip(xs, ys):\n        z = [pair]", "[pair]", R),
    ("enumerate target bound whole", "@jax.jit\ndef f(xs):\n    for t in enumerate(xs):\n        z = [t]", "[t]", R),
    ("unpacked tuple return", "def h(x):\n    return x * 2, 3\n@jax.jit\ndef f(x):\n    a, b = h(x)\n    z = b + 1", "b + 1", C),
    ("unpacked tuple return traced side", "def h(x):\n    return x * 2, 3\n@jax.jit\ndef f(x):\n    a, b = h(x)\n    z = a + 1", "a + 1", T),
    ("tuple indexed by a literal", "@jax.jit\ndef f(x):\n    t = (x, 3)\n    z = t[1] + 1", "t[1] + 1", C),
    # -- found on fresh repositories under the project model -----------------------------------
    ("filter_jit Optional[bool] param is static", "import equinox as eqx\n@eqx.filter_jit\ndef f(x, use_flash: Optional[bool] = None):\n    y = use_flash is not None and use_flash", "use_flash is not None and use_flash", C),
    ("filter_jit int | None param is static", "import equinox as eqx\n@eqx.filter_jit\ndef f(x, block: int | None = None):\n    y = block % 128", "block % 128", C),
    ("filter_jit near miss: array param", "import equinox as eqx\n@eqx.filter_jit\ndef f(x: jax.Array, block: int | None = None):\n    y = x % 128", "x % 128", T),
    ("an attribute arrays lack: unknown", "@jax.jit\ndef f(q: jax.Array):\n    y = q.axes", "q.axes", U),
    ("a method arrays lack: unknown", "@jax.jit\ndef f(q: jax.Array, a):\n    y = q.resolve_axis(a)", "q.resolve_axis(a)", U),
    ("== of two traced values that may be objects", "@jax.jit\ndef f(q, axis):\n    for a in q.axes:\n        y = a == axis", "a == axis", U),
    ("near miss: == of a traced value and a number", "@jax.jit\ndef f(q):\n    y = q == 0", "q == 0", T),
    ("vmap leaves a defaulted parameter it is not passed", "def f(x, axis=-1):\n    y = axis + 0\nout = jax.vmap(f)(xs)", "axis + 0", U),
    ("near miss: vmap passed the defaulted parameter", "def f(x, axis=-1):\n    y = axis + 0\nout = jax.vmap(f)(jnp.ones(3), jnp.ones(3))", "axis + 0", T),
    ("scan leaves a defaulted third parameter", "def body(c, x, first=False):\n    y = not first\n    return c, x\nout = jax.lax.scan(body, 0, xs)", "not first", C),
    ("near miss: scan passes x", "def body(c, x=None):\n    y = x + 1\n    return c, x\nout = jax.lax.scan(body, 0, xs)", "x + 1", T),
    ("remat leaves a defaulted parameter callers omit", "@jax.checkpoint\ndef f(x, scale=2.0):\n    y = scale + 0", "scale + 0", U),
    ("a method's self stays an instance when callers hold subclasses", "class B:\n    @property\n    def n(self):\n        return 1\n    def check(self, x):\n        y = self.n < 3\nclass C(B): pass\nclass D(B): pass\n@jax.jit\ndef f(c: C, d: D, x):\n    c.check(x)\n    d.check(x)", "self.n < 3", C),  # the getter returns 1
    ("hasattr(x, 'shape') false: not an array", "import numpy as np\n@jax.jit\ndef f(a):\n    s = a.shape if hasattr(a, 'shape') else np.asarray(a).shape", "np.asarray(a)", U),
    ("a branch only eager calls take (an omitted flag)", "@jax.jit\ndef f(x, *, softmax=True):\n    if not softmax:\n        y = x > 0\n    return x", "x > 0", U),
    ("near miss: the default branch", "@jax.jit\ndef f(x, *, softmax=True):\n    if softmax:\n        y = x > 0\n    return x", "x > 0", T),
    ("near miss: an array method", "@jax.jit\ndef f(q: jax.Array):\n    y = q.sum()", "q.sum()", T),
    ("a scan carry's literal elements are tracers", "def step(state, r):\n    total, done = state\n    y = not done\n    return state, r\nout = lax.scan(step, (jnp.float32(0.0), False), xs)", "done", T),
    ("near miss: a carry element the literal does not show", "def step(state, r):\n    params, done = state\n    y = params\n    return state, r\nout = lax.scan(step, (params0, False), xs)", "params", R),
    ("near miss: None in the carry stays None", "def body(i, c):\n    a, b = c\n    y = b\n    return c\nout = lax.fori_loop(0, 3, body, (jnp.zeros(3), None))", "b", C),
    ("a module instance called in traced code runs its __call__", "import haiku as hk\nclass G(hk.Module):\n    def __call__(self, x):\n        y = x.mean()\n        return x\ndef fwd(x):\n    return G()(x)\nf = jax.jit(hk.transform(fwd).apply)", "x.mean()", T),
    ("a module-level jnp table at a traced index", "SIZES = jnp.array([8, 16])\n@jax.jit\ndef f(level):\n    n = SIZES[level]", "SIZES[level]", T),
    ("near miss: a module-level tuple at a traced index", "SIZES = (8, 16)\n@jax.jit\ndef f(level):\n    n = SIZES[level]", "SIZES[level]", U),
    ("a vmapped partial's mapped argument is traced, its bound keyword too (not 'passed' unknown)",
     "from functools import partial\ndef one(t, p):\n    y = t * p\n@jax.jit\ndef many(ts, p):\n"
     "    return jax.vmap(partial(one, p=jnp.ones(2)))(jnp.ones((3, 2)))", "t * p", T),
    ("obj[i] runs the class's __getitem__ with the index", "class D:\n    def __getitem__(self, i):\n        y = i > 0\n        return self\n@jax.jit\ndef f(x, i):\n    return D()[i]", "i > 0", T),
    ("near miss: __getitem__ with a constant index", "class D:\n    def __getitem__(self, i):\n        y = i > 0\n        return self\n@jax.jit\ndef f(x):\n    return D()[1]", "i > 0", C),
    ("nnx dataclass int field", "import flax.nnx as nnx\nclass E(nnx.Module):\n    wavelength: int = 10\n    def __call__(self, x):\n        return x\n    def g(self):\n        y = float(self.wavelength)\nm = E()\nout = nnx.jit(lambda m: m.g())(m)", "float(self.wavelength)", C),
    # -- found on fresh repositories (precision3) ------------------------------------------------
    ("flax nn.remat static_argnums count self as 0", "import flax.linen as nn\n@partial(nn.remat, static_argnums=2)\ndef call(self, x, skip):\n    y = not skip", "not skip", C),
    ("near miss: nn.remat traces the others", "import flax.linen as nn\n@partial(nn.remat, static_argnums=2)\ndef call(self, x, skip):\n    y = x > 0", "x > 0", T),
    ("haiku remat static_argnums", "import haiku as hk\ndef f(x, n):\n    y = n > 2\ng = hk.remat(f, static_argnums=1)", "n > 2", C),
    ("flax merge_param of static values is static", "import flax.linen as nn\n@partial(jax.jit, static_argnames='a')\ndef f(x, a, b=None):\n    y = nn.merge_param('a', a, None)", "nn.merge_param('a', a, None)", C),
    ("near miss: merge_param of a traced value", "import flax.linen as nn\n@jax.jit\ndef f(x):\n    y = nn.merge_param('a', x, None)", "nn.merge_param('a', x, None)", R),
    ("near miss: another flax.linen function stages out", "import flax.linen as nn\n@jax.jit\ndef f(x):\n    y = nn.relu(2.0)", "nn.relu(2.0)", T),
    ("flax logical partitioning gives a PartitionSpec", "import flax.linen as nn\n@jax.jit\ndef f(x):\n    spec = nn.logical_to_mesh_axes(('batch', 'embed'))\n    y = spec[0] == 'data'", "spec[0] == 'data'", C),
]


@pytest.mark.parametrize("name,code,expr,expected", KIND_CASES, ids=[c[0] for c in KIND_CASES])
def test_kind(name, code, expr, expected):
    model = build(code)
    assert model.kind(find_expr(model, expr)) is expected


TRACE_CASES = [
    # name, code, function, expected: None (not traced), "abstract", "grad" (concrete-carrying), "probable"
    ("jit decorator", "@jax.jit\ndef f(x): pass", "f", "abstract"),
    ("bare jit import", "from jax import jit\n@jit\ndef f(x): pass", "f", "abstract"),
    ("aliased module", "import jax as j\n@j.jit\ndef f(x): pass", "f", "abstract"),
    ("grad only", "@jax.grad\ndef f(x): pass", "f", "grad"),
    ("grad under jit", "@jax.jit\n@jax.grad\ndef f(x): pass", "f", "abstract"),
    ("call-site grad inside jit", "def loss(p): pass\n@jax.jit\ndef step(p):\n    return jax.grad(loss)(p)", "loss", "abstract"),
    ("vmap", "@jax.vmap\ndef f(x): pass", "f", "abstract"),
    ("checkpoint", "@jax.checkpoint\ndef f(x): pass", "f", "abstract"),
    ("custom_jvp", "@jax.custom_jvp\ndef f(x): pass", "f", "grad"),
    ("custom_jvp rule", "@jax.custom_jvp\ndef f(x): pass\n@f.defjvp\ndef f_jvp(p, t): pass", "f_jvp", "grad"),
    ("scan body", "def body(c, x): pass\nlax.scan(body, 0, None)", "body", "abstract"),
    ("jax.lax.scan spelled", "def body(c, x): pass\njax.lax.scan(body, 0, None)", "body", "abstract"),
    ("from jax.lax import", "from jax.lax import fori_loop\ndef body(i, v): pass\nfori_loop(0, 2, body, 0)", "body", "abstract"),
    ("while body", "def c(v): pass\ndef b(v): pass\nlax.while_loop(c, b, 0)", "b", "abstract"),
    ("eval_shape", "def f(x): pass\njax.eval_shape(f, 1)", "f", "abstract"),
    ("make_jaxpr", "def f(x): pass\njax.make_jaxpr(f)", "f", "abstract"),
    ("shard_map", "from jax.experimental.shard_map import shard_map\n@shard_map\ndef f(x): pass", "f", "abstract"),
    ("helper of jitted", "def h(x): pass\n@jax.jit\ndef f(x):\n    return h(x)", "h", "abstract"),
    ("helper of grad-only", "def h(x): pass\n@jax.grad\ndef f(x):\n    return h(x)", "h", "grad"),
    ("plain function", "def f(x): pass", "f", None),
    ("called only from untraced", "def h(x): pass\ndef f(x):\n    return h(x)", "h", None),
    ("host callback", "def cb(v): pass\n@jax.jit\ndef f(x):\n    jax.pure_callback(cb, x, x)", "cb", None),
    ("nested def never called", "@jax.jit\ndef f(x):\n    def later(y): pass\n    return x", "later", None),
    ("nested def called", "@jax.jit\ndef f(x):\n    def now(y): pass\n    return now(x)", "now", "abstract"),
    ("jit inside factory", "def make():\n    def step(x): pass\n    return jax.jit(step)", "step", "abstract"),
    ("flax module call", "import flax.linen as nn\nclass M(nn.Module):\n    @nn.compact\n    def __call__(self, x): pass", "__call__", "probable"),
    ("equinox module call", "import equinox as eqx\nclass M(eqx.Module):\n    def __call__(self, x): pass", "__call__", "probable"),
    ("non-module class", "class M:\n    def __call__(self, x): pass", "__call__", None),
    ("no jax import at all", "def f(x): pass", "f", None),
    ("jit of a method of an instance a field holds", "class Net:\n    def run(self, x): pass\nclass T:\n"
     "    def __init__(self):\n        self.net = Net()\n        self.f = jax.jit(self.net.run)", "run", "abstract"),
    ("near miss: a field also set to something else", "class Net:\n    def run(self, x): pass\nclass T:\n"
     "    def __init__(self, other):\n        self.net = Net()\n        self.net = other\n"
     "        self.f = jax.jit(self.net.run)", "run", None),
    ("a partial with a bound keyword vmapped in jit", "from functools import partial\ndef one(t, p): pass\n"
     "@jax.jit\ndef many(ts, p):\n    return jax.vmap(partial(one, p=p))(ts)", "one", "abstract"),
    # maxtext's stale test asset: the jitted partial's every call leaves a parameter out (TypeError)
    ("jitted partial whose every call fails to bind", "import functools\ndef g(c, x, lock): pass\n"
     "def run(c, x):\n    p = jax.jit(functools.partial(g, c))\n    return p(x)", "g", None),
    ("near miss: a jitted partial called with all it needs", "import functools\ndef g(c, x, lock): pass\n"
     "def run(c, x):\n    p = jax.jit(functools.partial(g, c))\n    return p(x, None)", "g", "abstract"),
    ("near miss: a jitted partial that escapes", "import functools\ndef g(c, x, lock): pass\n"
     "def run(c, x):\n    p = jax.jit(functools.partial(g, c))\n    p(x)\n    return p", "g", "abstract"),
    ("a local name rebound to its own jit", "def g(x): pass\ndef run(x, on):\n    f = g\n    if on:\n"
     "        f = jax.jit(f)\n    return f(x)", "g", "abstract"),
    ("a local name rebound to its own pmap twice", "from functools import partial\n"
     "from jax.experimental import checkify\ndef g(x, k): pass\n"
     "def run(x):\n    f = partial(g, k=1)\n    f = checkify.checkify(f)\n    f = jax.pmap(f)\n    return f(x)",
     "g", "abstract"),
    ("near miss: a local name rebound by a plain call", "def g(x): pass\ndef wrap(h): pass\n"
     "def run(x):\n    f = g\n    f = wrap(f)\n    return f(x)", "g", None),
]


@pytest.mark.parametrize("name,code,func,expected", TRACE_CASES, ids=[c[0] for c in TRACE_CASES])
def test_trace(name, code, func, expected):
    model = build(code)
    info = model.trace(find_function(model, func))
    if expected is None:
        assert info is None
    elif expected == "probable":
        assert info is not None and info.level is Level.PROBABLE
    else:
        assert info is not None and info.level is Level.DEFINITE
        assert info.abstract is (expected == "abstract")


BOOL_CASES = [
    ("x[m]", True), ("x[n]", True), ("x[~m]", True), ("x[m & n]", True), ("x[b]", True),
    ("x[k]", False), ("x[m & k]", False), ("x[x is None]", False), ("x[mask]", True), ("x[ints]", False),
]


@pytest.mark.parametrize("expr,expected", BOOL_CASES)
def test_is_bool(expr, expected):
    model = build("from jaxtyping import Array, Bool, Int\n@jax.jit\n"
                  "def f(x, mask: Bool[Array, 'b'], ints: Int[Array, 'b']):\n    m = x > 0\n    n = jnp.isnan(x)\n    k = x + 1\n"
                  "    b = k.astype(bool)\n    y = " + expr + "\n")
    index = find_expr(model, expr).slice[0].slice.value
    assert model.is_bool(index) is expected


def test_nested_loops_settle_in_linear_time():
    """Each loop head settles once and is remembered: 30 nested loops, not 2**30 walks."""
    depth = 30
    body = "".join("    " * (i + 1) + f"for i{i} in range(3):\n" for i in range(depth))
    model = build("@jax.jit\ndef f(x):\n" + body + "    " * (depth + 1) + "x = x + 1\n    z = x\n")
    assert model.kind(find_expr(model, "x + 1")) is T


def test_bound_value_follows_plain_bindings_only():
    model = build("TABLE = [1, 2]\nA, B = [3], [4]\nC = [5]\nC = [6]\n"
                  "def f(x, TABLE):\n    LOCAL = (7,)\n    def g():\n        return LOCAL, TABLE\n")
    g = find_function(model, "g")
    assert model.index.module.code_for_node(model.bound_value("LOCAL", g)[0]) == "(7,)"
    assert model.bound_value("TABLE", g) == (None, None)  # a parameter of f shadows the global
    assert model.index.module.code_for_node(model.module_value("TABLE")) == "[1, 2]"
    assert model.module_value("A") is None  # a tuple target is not `A = value`
    assert model.module_value("C") is None  # bound twice


def test_a_call_of_a_local_alias_has_the_qualified_name_of_the_api_it_holds():
    model = build("def f(key, name):\n    normal = jax.random.normal\n    pick = getattr(jax.random, 'choice')\n"
                  "    other = jax.random.uniform\n    other = make()\n    some = getattr(jax.random, name)\n"
                  "    def inner(k):\n        return normal(k)\n    return normal(key), pick(key), other(key), some(key)\n")
    called = {model.index.module.code_for_node(c.func): model.qualname(c.func)
              for f in model.index.functions for c in f.calls}
    assert called["normal"] == "jax.random.normal"  # in f, and in the nested inner
    assert called["pick"] == "jax.random.choice"
    assert called["other"] is None  # rebound to something else
    assert called["some"] is None  # an attribute named at run time


# Provenance: why a function is traced and a value is a tracer, each step as (the source line it is
# placed on, its message).

def build_placed(code: str) -> SemanticModel:
    source = PRELUDE + textwrap.dedent(code)
    return SemanticModel(cst.parse_module(source), path="m.py", source=source)


def placed(model: SemanticModel, steps) -> list:
    lines = model.source.splitlines()
    return [(lines[s.line - 1].strip(), s.message) for s in model.place(steps)]


CHAIN_CASES = [
    ("decorator", """
        @jax.jit
        def step(x):
            return x
        """, "step", [("@jax.jit", "`step` is traced by jax.jit")]),
    ("transformation at a call site", """
        def f(x):
            return x
        fast = jax.jit(f)
        """, "f", [("fast = jax.jit(f)", "`f` is traced by jax.jit")]),
    ("helper called with traced arguments", """
        def loss(params, x, n):
            return params * x
        @jax.jit
        def step(params, x):
            return loss(params, x, 3)
        """, "loss", [("@jax.jit", "`step` is traced by jax.jit"),
                      ("return loss(params, x, 3)", "`step` calls `loss` with traced `params`, `x`")]),
    ("method through self", """
        class Trainer:
            def helper(self, x):
                return x
            @jax.jit
            def step(self, x):
                return self.helper(x)
        """, "helper", [("@jax.jit", "`Trainer.step` is traced by jax.jit"),
                        ("return self.helper(x)", "`Trainer.step` calls `Trainer.helper` with traced `x`")]),
    ("loop body inside a jitted function", """
        @jax.jit
        def run(xs):
            def body(carry, x):
                return carry + x, x
            return lax.scan(body, 0.0, xs)
        """, "body", [("@jax.jit", "`run` is traced by jax.jit"),
                      ("return lax.scan(body, 0.0, xs)", "`body` is traced by jax.lax.scan")]),
    ("a flax linen module through apply", """
        import flax.linen as nn
        class MLP(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x
        model = MLP()
        @jax.jit
        def step(params, x):
            return model.apply(params, x)
        """, "__call__", [("@jax.jit", "`step` is traced by jax.jit"),
                          ("return model.apply(params, x)",
                           "`step` calls `MLP.__call__` through `model.apply` with traced `x`")]),
    ("a haiku transform through apply", """
        import haiku as hk
        def forward(x):
            return x
        net = hk.transform(forward)
        @jax.jit
        def step(params, rng, x):
            return net.apply(params, rng, x)
        """, "forward", [("@jax.jit", "`step` is traced by jax.jit"),
                         ("return net.apply(params, rng, x)",
                          "`step` calls `forward` through `net.apply` with traced `x`")]),
    ("mapped over a pytree", """
        def scale(p):
            return p * 2
        @jax.jit
        def step(params):
            return jax.tree.map(scale, params)
        """, "scale", [("@jax.jit", "`step` is traced by jax.jit"),
                       ("return jax.tree.map(scale, params)",
                        "`step` maps `scale` over traced values with jax.tree.map")]),
    ("recursion ends the chain", """
        def f(x, n):
            return g(x, n)
        def g(x, n):
            return f(x, n)
        @jax.jit
        def top(x):
            return f(x, 3)
        """, "g", [("@jax.jit", "`top` is traced by jax.jit"), ("return f(x, 3)", "`top` calls `f` with traced `x`"),
                   ("return g(x, n)", "`f` calls `g` with traced `x`")]),
    ("not traced", """
        def helper(x):
            return x
        """, "helper", []),
]


@pytest.mark.parametrize("name, code, func, expected", CHAIN_CASES, ids=[c[0] for c in CHAIN_CASES])
def test_chain(name, code, func, expected):
    model = build_placed(code)
    assert placed(model, model.chain(find_function(model, func))) == expected


REASON_CASES = [
    ("a parameter", """
        @jax.jit
        def f(x):
            return x > 0
        """, "x > 0", [("return x > 0", "`x > 0` is computed from traced `x`"),
                       ("def f(x):", "`x` is a traced parameter of `f`")]),
    ("derived through bindings", """
        @jax.jit
        def f(x):
            y = x * 2
            z = jnp.sum(y)
            return z > 0
        """, "z > 0", [("return z > 0", "`z > 0` is computed from traced `z`"),
                       ("z = jnp.sum(y)", "`z` = `jnp.sum(y)`"),
                       ("z = jnp.sum(y)", "`jnp.sum(y)` is computed by jax.numpy.sum from traced `y`"),
                       ("y = x * 2", "`y` = `x * 2`"),
                       ("y = x * 2", "`x * 2` is computed from traced `x`"),
                       ("def f(x):", "`x` is a traced parameter of `f`")]),
    ("an element of a traced call's result", """
        def step(state):
            return state, state > 0
        @jax.jit
        def f(state):
            obs, done = step(state)
            return done == 1
        """, "done == 1", [("return done == 1", "`done == 1` is computed from traced `done`"),
                           ("obs, done = step(state)", "`done` is the 2nd element of `step(state)`"),
                           ("obs, done = step(state)", "`step(state)` returns a traced value, called with traced `state`"),
                           ("def f(state):", "`state` is a traced parameter of `f`")]),
    ("an element of iterating", """
        @jax.jit
        def f(xs):
            for i, x in enumerate(xs):
                y = x * 2
            return y
        """, "x * 2", [("y = x * 2", "`x * 2` is computed from traced `x`"),
                       ("for i, x in enumerate(xs):", "`x` is the 2nd element of an element of `enumerate(xs)`"),
                       ("for i, x in enumerate(xs):", "`enumerate(xs)` is computed from traced `xs`"),
                       ("def f(xs):", "`xs` is a traced parameter of `f`")]),
    ("an augmented assignment", """
        @jax.jit
        def f(x):
            acc = 0.0
            acc += x
            return acc * 2
        """, "acc * 2", [("return acc * 2", "`acc * 2` is computed from traced `acc`"),
                         ("acc += x", "`acc` is updated with `x`"), ("def f(x):", "`x` is a traced parameter of `f`")]),
    ("a closure", """
        @jax.jit
        def f(x):
            def inner():
                return x + 1
            return inner()
        """, "x + 1", [("return x + 1", "`x + 1` is computed from traced `x`"),
                       ("return x + 1", "`x` is closed over from `f`")]),
    ("made while tracing", """
        @jax.jit
        def f(x):
            return jnp.ones(3)
        """, "jnp.ones(3)", [("return jnp.ones(3)", "`jnp.ones(3)` is made by jax.numpy.ones while tracing, so it is a tracer")]),
    ("a concrete value has no reason", """
        @jax.jit
        def f(x):
            return x.shape[0] > 2
        """, "x.shape[0] > 2", []),
]


@pytest.mark.parametrize("name, code, expr, expected", REASON_CASES, ids=[c[0] for c in REASON_CASES])
def test_reasons(name, code, expr, expected):
    model = build_placed(code)
    node = find_expr(model, expr)
    assert placed(model, model.reasons(node, model.function_at(node))) == expected


def test_a_findings_trace_is_the_chain_then_the_reasons_origin_first():
    model = build_placed("""
        def loss(params, x):
            y = params * x
            return y
        @jax.jit
        def step(params, x):
            return loss(params, x)
        """)
    assert placed(model, model.trace_steps(find_expr(model, "params * x"))) == [
        ("@jax.jit", "`step` is traced by jax.jit"),
        ("return loss(params, x)", "`step` calls `loss` with traced `params`, `x`"),
        ("def loss(params, x):", "`params` is a traced parameter of `loss`"),
        ("y = params * x", "`params * x` is computed from traced `params`")]


MESSAGE_CASES = [
    ("applied here: unchanged", """
        @functools.partial(jax.jit, static_argnums=1)
        def f(x, n):
            return x * n
        """, "f", "under jax.jit"),
    ("a loop body: unchanged", """
        @jax.jit
        def run(xs):
            def body(c, x):
                return c, x
            return lax.scan(body, 0, xs)
        """, "body", "under jax.lax.scan"),
    ("called from another function", """
        def helper(x):
            return x
        @jax.jit
        def f(x):
            return helper(x)
        """, "helper", "in `helper`, called from `f` (m.py:12, under jax.jit)"),
    ("two hops", """
        def inner(x):
            return x
        def helper(x):
            return inner(x)
        @jax.vmap
        def f(x):
            return helper(x)
        """, "inner", "in `inner`, called from `helper` (m.py:11, under jax.vmap)"),
]


@pytest.mark.parametrize("name, code, func, expected", MESSAGE_CASES, ids=[c[0] for c in MESSAGE_CASES])
def test_messages_name_an_origin_in_another_function(name, code, func, expected):
    model = build_placed(code)
    assert model.traced_under(model.trace(find_function(model, func))) == expected


def test_a_field_only_ever_set_to_a_list_literal_is_that_list():
    model = build("import flax.linen as nn\nclass M(nn.Module):\n    def setup(self):\n"
                  "        self.heads = [nn.Dense(1) for _ in range(3)]\n        self.scale = [1.0]\n"
                  "    def __call__(self, x):\n        self.scale = (2.0,)\n        return x\n")
    facts = model.classes.facts(next(c for c in model.index.classes if c.name == "M"))
    assert list(facts.sequences) == ["heads"]  # `scale` is set twice: no one literal


INT_ARGUMENT_CASES = [
    ("every call passes an int", "@jax.jit\ndef f(key, n):\n    pass\nf(k, 8)\nf(k, n=16)", True),
    ("near miss: one call passes an array", "@jax.jit\ndef f(key, n):\n    pass\nf(k, 8)\nf(k, jnp.arange(4))", False),
    ("near miss: a name the module does not bind", "@jax.jit\ndef f(key, n):\n    pass\nf(k, size)", False),
    ("near miss: no call", "@jax.jit\ndef f(key, n):\n    pass", False),
    ("through a jitted name", "def f(key, n):\n    pass\ng = jax.jit(f)\ng(k, 8)", True),
]


@pytest.mark.parametrize("name,code,expected", INT_ARGUMENT_CASES, ids=[c[0] for c in INT_ARGUMENT_CASES])
def test_int_argument(name, code, expected):
    model = build(code)
    func = next(f for f in model.index.functions if f.name == "f")
    assert (model.int_argument(func, "n") is not None) is expected


BOOL_ARGUMENT_CASES = [
    ("every call passes a bool array", "@jax.jit\ndef f(x, m):\n    y = x[~m]\nf(a, jnp.eye(3, dtype=bool))\nf(a, a > 0)", True),
    ("near miss: one call passes integers", "@jax.jit\ndef f(x, m):\n    y = x[~m]\nf(a, a > 0)\nf(a, jnp.arange(2))", False),
    ("near miss: no call", "@jax.jit\ndef f(x, m):\n    y = x[~m]", False),
    ("near miss: rebound in the body", "@jax.jit\ndef f(x, m):\n    m = m.astype(int)\n    y = x[~m]\nf(a, a > 0)", False),
]


@pytest.mark.parametrize("name,code,expected", BOOL_ARGUMENT_CASES, ids=[c[0] for c in BOOL_ARGUMENT_CASES])
def test_bool_argument(name, code, expected):
    model = build(code)
    func = next(f for f in model.index.functions if f.name == "f")
    assert model.is_bool(find_expr(model, "~m"), func) is expected

ARM_CASES = [
    # name, the if chain, the loop variable's value, the arm it takes ((test of the if, arm) or None)
    ("a flag", "if flag:\n    a\nelse:\n    b", True, ("flag", 0)),
    ("a flag's else", "if flag:\n    a\nelse:\n    b", False, ("flag", 1)),
    ("an elif on equality", "if flag == 'a':\n    a\nelif flag in ('b', 'c'):\n    b", "c", ("flag in ('b', 'c')", 0)),
    ("past the last elif", "if flag == 'a':\n    a\nelif flag == 'b':\n    b", "z", ("flag == 'b'", 1)),
    ("not and is None", "if not flag or flag is None:\n    a", 0, ("not flag or flag is None", 0)),
    ("near miss: the test reads another name", "if flag and other:\n    a", True, None),
]


@pytest.mark.parametrize("name,code,value,expected", ARM_CASES, ids=[c[0] for c in ARM_CASES])
def test_the_arm_a_loop_value_takes(name, code, value, expected):
    from jaxlint.model.index import arm_taken

    module = cst.parse_module(code + "\n")
    taken = arm_taken(module.body[0], "flag", value)
    assert (None if taken is None else (module.code_for_node(taken[0].test), taken[1])) == expected

@pytest.mark.parametrize("qual, call, expected", [
    ("jax.numpy.where", "jnp.where(mask, size=count)", ["count"]),
    ("jax.numpy.where", "jnp.where(mask, x, y)", []),
    ("jax.numpy.zeros", "jnp.zeros(n, dtype)", ["n"]),
    ("jax.numpy.repeat", "jnp.repeat(x, r, total_repeat_length=k)", ["r", "k"]),
    ("jax.numpy.sin", "jnp.sin(x)", []),
])
def test_size_arguments(qual, call, expected):
    from jaxlint.model import apis
    node = cst.parse_expression(call)
    assert [cst.Module([]).code_for_node(a.value) for a in apis.size_arguments(qual, node)] == expected
