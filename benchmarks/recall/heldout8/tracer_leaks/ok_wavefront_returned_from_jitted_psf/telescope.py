# Report: https://github.com/jax-ml/jax/issues/4714
# An optics package keeps the pupil field on the object; this twin's `apply_opd` returns the new field
# instead of storing it on `self`, and the jitted function returns it, so nothing traced outlives the
# trace and the field can be read afterwards.
import jax
import jax.numpy as jnp

from optics.wavefront import Wavefront

wf = Wavefront(16, wavelength=1e-6)


@jax.jit
def psf_peak(opd):
    field = wf.apply_opd(opd)
    psf = jnp.abs(jnp.fft.fft2(field)) ** 2
    return psf.max() / psf.sum(), field


if __name__ == "__main__":
    opd = 1e-8 * jax.random.normal(jax.random.key(0), (16, 16))
    peak, field = psf_peak(opd)
    print("strehl-like peak:", float(peak))
    print("pupil flux:", float(wf.intensity(field).sum()))
