# Report: https://github.com/ml-jku/DIffUCO/issues/13
# A sampler class jits its method with `self` static (hashed by identity) and reads
# `self.temperature` there; the annealing schedule then lowers the temperature with `self.anneal(...)`.
# The compiled method keeps the temperature of its first trace: the entropy of the spin
# probabilities never changes while the temperature goes from 2.0 to 0.25.
import jax

from diffuco.sampler import AnnealedSampler, entropy

if __name__ == "__main__":
    logits = jax.random.normal(jax.random.key(0), (32,))
    sampler = AnnealedSampler(temperature=2.0)
    for epoch in range(4):
        p = sampler.spin_probs(logits)
        print(epoch, sampler.temperature, round(float(entropy(p)), 4))
        sampler.anneal(0.5)
