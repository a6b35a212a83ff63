import numpy

from . import backend

_GL_X, _GL_W = numpy.polynomial.legendre.leggauss(80)


def _gauss_legendre(f, a, b, xp):
    x = xp.asarray(0.5 * (_GL_X + 1.0))
    w = xp.asarray(0.5 * _GL_W)
    return (b - a) * xp.sum(w * f(a + (b - a) * x))


class RazorThinExponentialDiskPotential:
    """Razor-thin exponential disk, Phi(R, z) by Gauss-Legendre quadrature of the Hankel integral."""

    def __init__(self, amp=1.0, hr=1.0 / 3.0):
        self._amp = amp
        self._hr = hr

    def __call__(self, R, z=0.0):
        return self._evaluate(R, z)

    def _evaluate(self, R, z):
        xp = backend.xp()
        hr = self._hr

        def integrand(k):
            kernel = backend.bessel_j0(k * R) / (1.0 + (k * hr) ** 2) ** 1.5
            return kernel * xp.exp(-k * xp.abs(z))

        if xp.abs(z) < 10.0**-6.0:  # error: JAX101
            # in the plane: the exponential factor is 1 and the integrand decays slowly
            kmax = 60.0 / hr
        else:
            kmax = 10.0 / xp.maximum(xp.abs(z), hr / 6.0)
        if R < 10.0:  # error: JAX101
            integral = _gauss_legendre(integrand, 0.0, kmax / 2.0, xp) + _gauss_legendre(
                integrand, kmax / 2.0, kmax, xp
            )
        else:
            integral = _gauss_legendre(integrand, 0.0, kmax, xp)
        return -2.0 * numpy.pi * self._amp * hr * integral
