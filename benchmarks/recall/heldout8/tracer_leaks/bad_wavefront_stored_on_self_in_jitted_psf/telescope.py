# Report: https://github.com/jax-ml/jax/issues/4714
# An optics package keeps the complex field on the object (`self.wavefront`) and updates it in place
# while a jitted function computes the PSF: the attribute now holds a tracer of that trace, and reading
# it afterwards (`wf.intensity()`) raises UnexpectedTracerError.
import jax
import jax.numpy as jnp

from optics.wavefront import Wavefront

wf = Wavefront(16, wavelength=1e-6)


@jax.jit
def psf_peak(opd):
    field = wf.apply_opd(opd)
    psf = jnp.abs(jnp.fft.fft2(field)) ** 2
    return psf.max() / psf.sum()


if __name__ == "__main__":
    opd = 1e-8 * jax.random.normal(jax.random.key(0), (16, 16))
    print("strehl-like peak:", float(psf_peak(opd)))
    print("pupil flux:", float(wf.intensity().sum()))
