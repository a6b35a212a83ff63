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

        # in the plane the exponential factor is 1 and the integrand decays slowly: a longer range
        kmax = xp.where(xp.abs(z) < 10.0**-6.0, 60.0 / hr, 10.0 / xp.maximum(xp.abs(z), hr / 6.0))
        two_panels = _gauss_legendre(integrand, 0.0, kmax / 2.0, xp) + _gauss_legendre(
            integrand, kmax / 2.0, kmax, xp
        )
        one_panel = _gauss_legendre(integrand, 0.0, kmax, xp)
        integral = xp.where(R < 10.0, two_panels, one_panel)
        return -2.0 * numpy.pi * self._amp * hr * integral
