# Report: https://github.com/ml-jku/DIffUCO/issues/13
# A sampler class anneals its temperature with `self.anneal(...)`; this twin passes the temperature
# to a module-level jitted function as a traced argument, so every epoch uses the current value and
# the entropy of the spin probabilities falls as the temperature goes from 2.0 to 0.25.
import jax

from diffuco.sampler import AnnealedSampler, entropy

if __name__ == "__main__":
    logits = jax.random.normal(jax.random.key(0), (32,))
    sampler = AnnealedSampler(temperature=2.0)
    for epoch in range(4):
        p = sampler.spin_probs(logits)
        print(epoch, sampler.temperature, round(float(entropy(p)), 4))
        sampler.anneal(0.5)
