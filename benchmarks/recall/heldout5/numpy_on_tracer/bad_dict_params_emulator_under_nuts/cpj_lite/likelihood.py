import numpyro
import numpyro.distributions as dist

PARAMS = ("omega_cdm", "omega_b", "logA", "h", "n_s")


def make_model(emulator):
    def model(cinv_sqrt, datavec=None):
        omega_cdm = numpyro.sample("omega_cdm", dist.Uniform(0.09, 0.15))
        omega_b = numpyro.sample("omega_b", dist.Uniform(0.017, 0.027))
        logA = numpyro.sample("logA", dist.Uniform(2.6, 3.5))
        h = numpyro.sample("h", dist.Uniform(0.6, 0.8))
        n_s = numpyro.sample("n_s", dist.Uniform(0.9, 1.0))
        theory = emulator.predict(
            {"omega_cdm": omega_cdm, "omega_b": omega_b, "logA": logA, "h": h, "n_s": n_s}
        )
        numpyro.sample("obs", dist.Normal(theory * cinv_sqrt, 1.0), obs=datavec * cinv_sqrt)

    return model
