"""Materialise the pinned real-world corpora of JAX code jaxlint is measured on.

Two corpora, for precision passes (benchmarks/precision.py) and benchmarks (bench.py):

- ``wheels``: pure-python wheels of well-known JAX libraries (PINNED), downloaded from PyPI and
  unpacked into DEST/<name>/;
- ``fresh``: public JAX repositories (FRESH_REPOS) at pinned commits, extracted from local git
  mirrors (MIRROR/<owner>+<name>, as the fetch tool leaves them) into REPOS/<owner>+<name>/.

Everything lands under ~/.cache/jaxlint-corpus/ by default; nothing this script downloads or
extracts is ever committed to the repository.

    python benchmarks/corpus.py [--dest DIR] [--cache DIR] [--only jax,flax]
    python benchmarks/corpus.py --fresh [--mirror DIR] [--dest DIR] [--only owner/name,...]

From another script in benchmarks/: ``from corpus import materialise, materialise_repos``.
Stdlib only; needs pip (python -m pip) and access to PyPI for the wheels, git for the repositories.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

# Pinned so results stay comparable across runs; bump deliberately.
# All are py3-none-any wheels on PyPI. jraph has only ever shipped .dev releases.
PINNED = [
    "jax==0.10.2", "flax==0.12.8", "optax==0.2.8", "equinox==0.13.8", "chex==0.1.92",
    "dm-haiku==0.0.17", "numpyro==0.22.0", "orbax-checkpoint==0.12.8", "distrax==0.1.9",
    "blackjax==1.7.1", "jaxtyping==0.3.11", "diffrax==0.7.2", "optimistix==0.1.0",
    "lineax==0.1.1", "jraph==0.0.6.dev0",
]

# Public JAX repositories that are in neither the wheels above nor the README's first application
# pass (flax and haiku examples, big_vision, vision_transformer, purejaxrl, jaxrl, score_sde,
# v-diffusion-jax, nanoGPT-jax, mesh-transformer-jax), each pinned to the commit the precision pass
# read (benchmarks/verdicts/fresh.tsv). Bumping a commit moves lines: re-read the verdicts it stales.
FRESH_REPOS = [
    # large applications and trainers
    ("AI-Hypercomputer/maxtext", "e591f30cbbf217ed67ef71263ec0538239f9c3b8"),
    ("stanford-crfm/levanter", "9263f81e8b453241332c2c0b2d2001bfb2d2241c"),  # equinox + haliax
    ("google-research/t5x", "cc342d419ec3e3e9c4bf1df33c82330cafdc1e16"),
    ("young-geng/EasyLM", "fe5b2c354e25d697fce7cd225e23bbbe72570da3"),
    ("google/paxml", "b397693fb4dd7b49e90ae549105d024644a03665"),
    ("google/tunix", "c7d8950f12a9c55a976bf2e1a0d8b447d71c20b3"),  # flax nnx
    ("jax-ml/bonsai", "36284254cf738d99c1c5d1e3a292d27656a0a365"),  # flax nnx
    ("sanchit-gandhi/whisper-jax", "f983178a80ad37cf2f655777c26a74438b5d8690"),
    ("google-deepmind/alphafold", "c77e5d2a8961d1a353632c462914ff0a32a950f6"),  # haiku
    ("google/maxdiffusion", "c18fdd27954504f8fcb187366b1e8456a9b4410c"),  # flax linen and nnx
    ("google-deepmind/graphcast", "9c034db1ff412d5db6cbe6bb0c5c9afc5a267719"),  # haiku
    ("erfanzar/EasyDeL", "090a03b2e0b3606bd38e0e3fcfdc640cd7e6e246"),  # flax nnx
    ("google-research/scenic", "4a38d475ee89cb821078c0e2bf2065ee030e1535"),  # flax linen
    ("danijar/dreamerv3", "e3f02248693a79dc8b0ebd62c93683888ddaccfe"),  # ninjax
    ("google-research/kauldron", "c9b3ec86316cdfcfadd3c79f9bce074ea6333c04"),  # flax linen and nnx
    ("google-deepmind/jax_privacy", "8967688c26d46f3b74bfdfe61ef1f984b887abab"),  # DP training
    ("google-deepmind/alphafold3", "c0f97eda2f1f482fd94d3a38bece18c7069b4a5c"),  # haiku
    # RL environments and agents
    ("RobertTLange/gymnax", "086ad95697d5898b95ce3b14fa25f2b0bae4a1fc"),
    ("google/brax", "0b96d056328d15ea7ebfd3ce07f42be72ec76e40"),
    ("instadeepai/jumanji", "590005b0fb305b1a98a4828bfb6b2ea28b47dd5b"),
    ("sotetsuk/pgx", "079b2d730e3845c25d49d99e0ccf9a374dd04cb9"),
    ("google-deepmind/mctx", "b53073fd5035618228a717e29254e36ceb6f0645"),
    ("MichaelTMatthews/Craftax", "c3c2e0d038c4e641f9481320c158f457f30c28f3"),
    ("FLAIROx/JaxMARL", "c793d095618c6d3edfb5632802348f57b70a4b94"),
    ("epignatelli/navix", "03b056a7912eb9f50f542cf23adc50943437a223"),
    ("araffin/sbx", "9bdc9c13c67dc086cbff5d8e533813f687856d8a"),
    ("instadeepai/flashbax", "1bda7f1765a555f41814886e67f9560c9ea723ea"),
    ("google-deepmind/rlax", "4c5d25b2609879d321f5a432cdf88165574e57a7"),
    ("corl-team/xland-minigrid", "a46e78ce92f28bc90b8aac96d3b7b7792fb5bf3b"),
    ("EdanToledo/Stoix", "8fff19c94a478c1e1ff75fbf10396d488aa25d70"),  # flax linen, optax
    ("keraJLi/rejax", "d7510951b7a89ca8463cb2a6d18e21750ec454ff"),  # flax linen, optax
    ("google-deepmind/mujoco_playground", "d5e6b47531328468da1eec33b8b304a00bb0873c"),  # brax, mjx
    ("waymo-research/waymax", "48b33d71aac20a22db7d25f2d3220596899d944a"),  # simulator
    ("instadeepai/Mava", "57c8e64059bd59005d80c1c8278eef65855253b9"),  # flax linen, optax
    ("google-deepmind/acme", "770bc75e948cc276c785ebfcf3de0b0812b95e26"),  # haiku, optax
    ("smorad/memorax", "b61f15f3393981d6caf71c534172bc209d603727"),  # equinox and flax linen
    # research code and scientific libraries
    ("RobertTLange/evosax", "d4b4127708cb2cd0cc906b910ddcd091013153a9"),
    ("google/evojax", "acf5252475e4fbf47e0e3f7994c03de11dd3c4ca"),
    ("probml/dynamax", "cfb005fa18678fc1b91d03724d77b442312e1e3b"),
    ("jax-md/jax-md", "a41c7d19f6468f4e5263c32c12c9ed6cba26ebff"),
    ("google/jaxopt", "2de13bf01fd29e22862236a0d869f2b14e1629d4"),
    ("sandialabs/optimism", "44438c1924f647f02b1978b07c5f00fddd6aed0f"),
    ("ott-jax/ott", "6aace50f673b877cc3394d0b53a24da0bbf11308"),
    ("netket/netket", "3b9e1c2865290d08d5df170661128a6b6c8d3939"),  # flax linen and nnx
    ("google-deepmind/kfac-jax", "babd85368ca209861ac947c829c0cf57592f7d22"),
    ("google/jax-cfd", "a1b5b51e982d19c3ff4a9fa89fe1ff396eed5a60"),
    ("google/neural-tangents", "c17e770bb74f1771da7be4a69fabfa68b6078960"),
    ("google-deepmind/penzai", "aac7808a3d1269ea9885094d78d2274d56fc7449"),
    ("google-deepmind/gemma", "7691fd4e7f26c9ec5db38110dddb3addfab4d767"),  # flax linen and nnx
    ("google-deepmind/recurrentgemma", "2efa84dac0e68e63547a27a18fa943c98f1c312e"),  # flax linen
    ("Sea-Snell/JAXSeq", "aa6d7f33c9adc443c51089aec77b4838a0021585"),  # flax linen, optax
    ("kvfrans/jax-diffusion-transformer", "94ea6076bd934ba687ac23a165e57ed8110619af"),  # flax linen
    ("google-deepmind/clrs", "bfd042f049b32194c2c4b287f88c73da69996e39"),  # haiku
    ("google-deepmind/nanodo", "10aefdeed40a63293daf112b91a5538cd24fa3a4"),  # flax linen, optax
    ("google-research/vmoe", "942a78bc81d2e63199f0933733582ddae0715416"),  # flax linen
    ("google-deepmind/tapnet", "c2cbab81cc06092b5f05bfe2da7bfec54e2079c9"),  # flax linen, haiku
    ("google-research/multinerf", "5b4d4f64608ec8077222c52fdf814d40acc10bc1"),  # flax linen
    ("google-research/vdm", "dc27b98a554f65cdc654b800da5aa1846545d41b"),  # flax linen, optax
    ("google-deepmind/ferminet", "0ce3411104542e30723731c77e65c36977fb4d81"),  # kfac-jax, optax
    ("google-deepmind/enn", "da8ec7612d0d6b291e08d9af19c3273059a122ba"),  # haiku
    ("DifferentiableUniverseInitiative/jax_cosmo", "c4f249f3712f2c4fe4b526274baad41a48e187ac"),
    ("google/lightweight_mmm", "dd837006ac996028645b09cac93d320c8132003a"),  # numpyro
    ("google-deepmind/synjax", "6de574af85658c1e5608739b958ab20f06050a1b"),
    ("google-deepmind/dm_pix", "ae478298f3dc6f611fb968fe2e831e8c9925b243"),
    ("JaxGaussianProcesses/GPJax", "046d07a97a94b5aac67f58c8b1fa3828e2a37e40"),  # flax nnx
    # libraries built on equinox
    ("lockwo/distreqx", "544d83f1288477b0b40d7759ebcfec4692e39569"),
    ("patrick-kidger/quax", "145a39577f4d62a40847f0e5edc9031aa88fe721"),
    ("danielward27/flowjax", "cabcb42bcfdd12baa16c020078ec5e097efeaac0"),
    ("Ceyron/exponax", "1b25e9438e171d6779bde94f3cc746457ff48069"),
    ("Ceyron/pdequinox", "4cc1f53a9576fc59bfd248803b0fd32b0dc6a3e5"),
    ("paganpasta/eqxvision", "7da790c7bfae76a3631a269b67c4846c329f1fa5"),
    ("patrick-kidger/sympy2jax", "717503015176ca653e93419e67f949242f8ffc16"),
    ("dfm/tinygp", "5302d5a1ae47ad9ff3fe857eee4cbbebbc1c5637"),
    ("anh-tong/signax", "0d991e6ca3476572fe3f090f3050b482cd81bace"),
    # precision7: trainers, serving, RL/sim, science, and older module libraries
    ("google/praxis", "feeaff19915ca9c3de8b372b7427d15c81f0d757"),  # pax layers
    ("AI-Hypercomputer/JetStream", "acd4f5ad50ed2fb38e0e5bd7defd81e34a62706c"),  # serving
    ("jax-ml/jax-llm-examples", "8b4b24602e0652100e9835ec6d91fed58bbea472"),
    ("google/trax", "7c189c2c3a37851df7fc641b322a99bbe9f8aa10"),
    ("google-deepmind/mujoco", "a7255075b003506ff5f34b512d88e02df12a73c6"),  # mjx/
    ("cgarciae/treex", "af0c5a06e4abe953ba2f5c1dec6722782eaedf19"),
    ("google/objax", "9dd7dc37e5f9d0ea71896636d3e180440b2b729e"),
    ("google-deepmind/jaxline", "a2308d62191dbe0768ef3676a45d307a3595be82"),
    ("google/CommonLoopUtils", "04ad2f9edbd5c80f2307746d15a947fea43cb5e5"),
    ("tumaer/JAXFLUIDS", "70dbc0a6a39854c6f88bda1b154dc7eb28175269"),  # CFD
    # precision8: ten more repositories never linted before (2026-12-03)
    ("google-research/big_vision", "0127fb6b337ee2a27bf4e54dea79cff176527356"),  # vision research (flax linen)
    ("google-deepmind/simply", "e14c06121fd9c5967051f0956fb4a84ad84a551c"),  # LLM training (serving, MoE)
    ("google/flaxformer", "399ea3a85e9807ada653fd0de1a9de627eb0acde"),  # transformer library (flax linen)
    ("google-deepmind/jax_verify", "fe8ea3c8da81350ca92203a5089d37c2b93f8583"),  # neural-network verification
    ("google-research/perch", "b216270c0220c47318ba25b4b11a5c80951315cd"),  # bioacoustics models
    ("FLAIROx/Kinetix", "fac744975567154a90e4d378ced1ad3f143d57c0"),  # RL environment and training
    ("google-deepmind/tracr", "9ce2b8c82b6ba10e62e86cf6f390e7536d4fd2cd"),  # transformer compiler (haiku)
    ("tumaer/jax-sph", "808f87489e2d4d1f39efa69709fda45118d8f7f3"),  # particle hydrodynamics
    ("luchris429/purejaxrl", "31756b197773a52db763fdbe6d635e4b46522a73"),  # RL training loops
    ("google-deepmind/disentangled_rnns", "a35cc88cb2bcf3c4ca69c368e61ec95468d060f8"),  # research code (haiku)
    # the ninth pass: ten more never linted before
    ("Joshuaalbert/jaxns", "2f356d6d497ce3ac471fb9a06f9d22587487aaaa"),  # nested sampling
    ("mjo22/cryojax", "7a6229fa9c7a47705e0cdd3cf60d35e5dbfe0644"),  # cryo-EM simulation (equinox)
    ("tinker495/JAxtar", "b0f2ba5e396ad1ec2cc4a4b95350016aebec5dcc"),  # search on puzzles (jitted A*)
    ("xlnwel/grl2-jax", "616f65a9dc6fae565ad635e8b9d25dbf1ac609cd"),  # RL research code (haiku)
    ("climate-analytics-lab/jax-gcm", "74d0156b6e0c4b94d0538f277f5e18dd8824df6e"),  # climate model
    ("pyro-ppl/numpyro", "0b935d488056ae1775b4ab05cbe2812f51f21a4f"),  # the repository: tests, examples, notebooks
    ("patrick-kidger/diffrax", "5ea5fcb05058bd22548300a10ea5ef5ce7fb75bb"),  # the repository: tests, docs
    ("ikostrikov/jaxrl", "4a9abaff1c915b00ca73d35a30faf16b165e52ec"),  # RL agents (flax)
    ("gabe00122/jaxrl", "67ca8cf0a85bc38fd9df1a97cebae57ecf7b34ae"),  # RL training (flax nnx)
    ("HajimeKawahara/exojax", "ef541efd836ce50b559a6f617606dc923c273279"),  # spectra of exoplanets
    # tenth pass (2026-12-03): ten more never linted before
    ("adaptive-intelligent-robotics/QDax", "46b8feecae26d79414ce7a1ce731e5cfbeb9837d"),  # quality-diversity RL (flax linen)
    ("google/init2winit", "afd5a84dbb865f41bf8d6b75181d5b421d73806b"),  # training research (flax linen)
    ("google/learned_optimization", "32186aa46a96f26ba0625755f93c55659adcd523"),  # learned optimizers (haiku)
    ("neuralgcm/neuralgcm", "84083549ecc89326a8a085686b034bd269c05da9"),  # climate model (haiku)
    ("stanford-crfm/haliax", "f41e7d40c63dc486b69c5d854270a9158fe3dd39"),  # named tensors (equinox)
    ("google/fedjax", "c57ee1970fcd74b560c3d7e5716fae32287daa7b"),  # federated learning (haiku)
    ("deepmodeling/jax-fem", "912632b5993cd09f3776e2aa773547d39f8134a2"),  # finite elements
    ("google-deepmind/PGMax", "741d532bb4e08f89d1bb86c8e272d913b48aa262"),  # graphical models
    ("probml/rebayes", "3b880724541e913d7a7b2d06ee2e0407e66307ab"),  # recursive Bayesian estimation
    ("mlcommons/algorithmic-efficiency", "2c90454fc05d5bdf3598b0c7651e611f132a7060"),  # training benchmark workloads (flax)
    # eleventh pass (2026-12-03): ten more never linted before
    ("apple/axlearn", "34aed43c1b6e581c4753d06d7cbeedd5010ef26b"),  # LLM training library
    ("NX-AI/xlstm-jax", "0f3ebc2d73c088e5ed0eeede677fd5c5d5088b1e"),  # xLSTM LLM training (flax linen)
    ("google/dopamine", "5873f5494ee0c2d7c016d0ab2ad530354fec59d0"),  # RL agents (flax linen)
    ("AshishKumar4/FlaxDiff", "414ee82282c93a65432a372324a0c779bfc26255"),  # diffusion library (flax)
    ("google-research/e3x", "5405abf5e3168c03a286d450f8422a7262a6b988"),  # equivariant networks for chemistry (flax linen)
    ("lanl/scico", "b082d7b5ee37b5d3dcbb3a7136f4c8628042b8ea"),  # computational imaging, proximal optimisation
    ("kazewong/flowMC", "b6a06e50aad4d2a08913ed1ca1bb69a692198270"),  # normalizing-flow MCMC (equinox)
    ("dynamiqs/dynamiqs", "c3bf2151ec8f855a624c1174773b6405b2732252"),  # quantum dynamics (equinox)
    ("ami-iit/jaxsim", "98939044f7094b40d4bfeec25a002a4d536df0c6"),  # rigid-body robot physics
    ("jaxleyverse/jaxley", "2638cca2665ec056c40c932dcee924192fc94da2"),  # differentiable neuron simulation
    # twelfth pass (2026-12-04): ten more never linted before
    ("vwxyzjn/cleanrl", "fe8d8a03c41a7ef5b523e2e354bd01c363e786bb"),  # single-file RL scripts (the JAX ones: flax linen, optax)
    ("lindermanlab/S5", "3c18fdb6b06414da35e77b94b9cd855f6a95ef17"),  # state-space sequence models research (flax linen)
    ("LouisDesdoigts/dLux", "311e9b89110dff3da68d64dfff33e33d40b5da79"),  # differentiable optics (equinox)
    ("pnkraemer/probdiffeq", "d97d3c368915ec060b40116f88a61daa4d35c3aa"),  # probabilistic ODE solvers
    ("google-deepmind/neural_networks_chomsky_hierarchy", "2b8eb4bee872acf5b637fcc672f01c06939dc4ef"),  # research code (haiku)
    ("ikostrikov/rlpd", "c90fd4baf28c9c9ef40a81460a2e395092844f88"),  # RL agents with offline data (flax linen)
    ("exoplanet-dev/jaxoplanet", "6972b779fd9932db50d03ba451c137edcb6406e4"),  # astronomy: orbits and light curves
    ("DifferentiableUniverseInitiative/JaxPM", "f8bc854f5f79c89ed1168deecf29102fbb2b0bc5"),  # cosmology particle-mesh N-body
    ("brentyi/jaxls", "50a58be88c5ef74532f09e3f55268b4f02c490e3"),  # sparse nonlinear least squares
    ("novastar53/jaxpt", "9105e9f8c9c1eaf9c913d00bfac2d6a6fbcd3012"),  # GPT and MoE training (flax nnx)
    # thirteenth pass (2026-12-04): ten more never linted before
    ("google-research/jaxpruner", "f133ee50f31a03d0152b8b272edb534065152f5d"),  # sparsity and pruning (optax)
    ("DramaCow/jaxued", "0f8f1284677375b889e4f13a32c9617cd009f8c4"),  # unsupervised environment design (RL, flax linen)
    ("google-deepmind/dqn_zoo", "45061f4bbbcfa87d11bbba3cfc2305a650a41c26"),  # DQN-family agents (haiku, optax)
    ("ucl-bug/jwave", "9d114ac6acade3c866e78a9984be47833119a9f9"),  # acoustic wave simulation
    ("borisdayma/dalle-mini", "f0be4de610285a002052024a1e096126f9452cc4"),  # text-to-image training (flax linen)
    ("google-research/long-range-arena", "cd31e5c6b8e5bceabd28de2d2afb23f7ae5d36d8"),  # efficient-transformer benchmark (flax)
    ("instadeepai/nucleotide-transformer", "2dc37b86e16a6970fbc731751f7719d9f676f7f9"),  # genomics language models (haiku)
    ("ucl-dark/pax", "6ae3d078f006f3f63835575311eab9833e034575"),  # multi-agent RL, opponent shaping (flax linen)
    ("tumaer/lagrangebench", "b880a6c84a93792d2499d2a9b8ba3a077ddf44e2"),  # particle-dynamics GNN benchmark (haiku)
    ("google/aqt", "9d1667ebde057f474cf8d2c80d4e52c5670d6c8a"),  # quantized training library (flax linen)
    # fourteenth pass (2026-12-07): ten more never linted before
    ("octo-models/octo", "241fb3514b7c40957a86d869fecb7c7fc353f540"),  # generalist robot policy transformer (flax linen)
    ("ASEM000/serket", "f5c9ddc31c090427e439bb931bad87b9394cf8ad"),  # pytree neural-network layers with training notebooks
    ("ethanluoyc/magi", "48c713662b4ed2830d31b885843f7ee408ce33c4"),  # RL agents on acme (haiku, optax)
    ("matthias-wright/flaxmodels", "09bc77215032375d124e3f1eba828dd89c80a850"),  # pretrained model zoo and GAN/classifier training (flax linen)
    ("google/jaxite", "a2a5fe0b0eaba43c6280bb00e76f9f7ee4f9be24"),  # homomorphic-encryption kernels (CGGI, CKKS, elliptic curves)
    ("arpastrana/jax_fdm", "71d449076d7384104108cfd133108be01278c18d"),  # structural form-finding, force density method (equinox, scipy/ipopt optimisers)
    ("google-research/meliad", "cc1aef50bdcda007e7ea15be9b9a89b95996d17a"),  # memory-augmented transformer research (flax linen, gin)
    ("rail-berkeley/bridge_data_v2", "830fc9ed00b4c3a5f715afb1aac487acc5ecd9e7"),  # robot imitation-learning agents (jaxrl_m, flax linen)
    ("google/saxml", "eb93f3e59cfb3c1dd0f74f49775ba0d19a67c012"),  # model serving (pax/praxis, pjit)
    ("brainpy/BrainPy", "a13eef5aa83f1e75ebf0305ccabfb2fc4cb822c6"),  # brain-dynamics simulation and analysis (brainstate)
    # fifteenth pass (2026-12-07): ten more never linted before
    ("deepqmc/deepqmc", "edf373e7c26545616f87b3b10c3e48b25c70f627"),  # variational quantum Monte Carlo for molecules (haiku, kfac-jax, pmap)
    ("ku2482/rljax", "2de183a610c0832b37ded3e346dab3588f71cd53"),  # RL algorithm collection: SAC, DQN, PPO, SLAC... (haiku, optax)
    ("GalSim-developers/JAX-GalSim", "e2b1029e11972ec2ad5c6f9bdfd3bf32d4f87c84"),  # galaxy image simulation, GalSim port (pytree classes, jit)
    ("google-research/dinosaur", "189583169842ee05967e958e059bf6f505431cfb"),  # spectral dynamical core for atmospheric models
    ("cgarciae/elegy", "3494cc7d495198f4c383d3560ea05df65bb669ff"),  # Keras-like training framework (flax, haiku, optax, treex)
    ("alpa-projects/alpa", "b8078a9f75cb4c90cabb4550ee48c99ef394e209"),  # automatic inter/intra-operator parallel training (flax, pjit, ray)
    ("google-research/magvit", "05e8cfd6559c47955793d70602d62a2f9b0bdef5"),  # masked generative video transformer, VQGAN training (flax linen, pmap)
    ("jax-ml/oryx", "9624e73983360de44246fccbaf9bdcebc790ca06"),  # probabilistic programming by program transformation (harvest, inverse, state)
    ("pmelchior/scarlet2", "e99243f4c111dd0a96ff6bcc43d606d67ab51dbd"),  # astronomical source separation (equinox, numpyro, optax)
    ("ymahlau/fdtdx", "f26f84b70a8cceec9b889553955a868624736bf1"),  # FDTD electromagnetic simulation and inverse design (custom pytree dataclasses)
    # sixteenth pass (2026-12-07): ten more never linted before
    ("openai/consistency_models_cifar10", "d086e77dfdc30b51671685f9eec90c90d4f4eaa6"),  # consistency-model diffusion training (flax linen, score_sde layout)
    ("google/nerfies", "1a38512214cfa14286ef0561992cca9398265e13"),  # deformable NeRF training (flax linen, pmap)
    ("probcomp/genjax", "b8a6b95ecfafb3d397f3184a9572e59bd9068837"),  # probabilistic programming with programmable inference (generative functions, MCMC)
    ("seohongpark/ogbench", "1d4140997f60c52c6fb0702ec100dc988b18c548"),  # offline goal-conditioned RL benchmark agents (flax linen, jaxrl_m)
    ("e3nn/e3nn-jax", "04e761c8e9a42c339cc712fb8b9af85ddd618eab"),  # E(3)-equivariant networks (irreps, haiku and flax layers)
    ("EMI-Group/tensorneat", "ee204900e8e55ffe0ed756651ea871c70230dd34"),  # tensorized NEAT neuroevolution (vmap over populations, brax/gymnax problems)
    ("google-deepmind/neural_testbed", "f2090d154895fc369b464b693ddce9b96f488774"),  # testbed for uncertainty of neural agents (haiku, ensembles)
    ("kazewong/jim", "3d0116844d921ea7a035973137386d5bbb71c0d4"),  # gravitational-wave parameter estimation (flowMC, priors as jitted methods)
    ("kscalelabs/ksim", "52265b581b7268758a2cf77234c70e2559087365"),  # robot RL in MuJoCo/MJX (equinox, randomisation of physics)
    ("ArgonneCPAC/dsps", "2ca3ce4285e16a330b83248208bcafa086036e9e"),  # differentiable stellar population synthesis (jit, vmap, lax.scan)
    # seventeenth pass (2026-12-07): ten more never linted before
    ("ACEsuit/mace-jax", "9fe59d9d0f953c4a052b522a386d5b855bea248f"),  # equivariant interatomic potentials (e3nn-jax, haiku)
    ("tedwards2412/ripple", "58c53024718697e0430b666ef5dd40ff3c2e029d"),  # differentiable gravitational-wave waveforms
    ("lollcat/fab-jax", "c9f991366ca94b2678a7ed620bc9e12655cfef1d"),  # flow annealed importance sampling bootstrap (haiku, optax, blackjax)
    ("dibyaghosh/jaxrl_m", "54ef8acb640b3955ae1370a1a309c2ab12427dc9"),  # RL agent library (flax linen, TrainState)
    ("lowrollr/turbozero", "74cdb9cbd736b396141df4a07db268f28b687f9a"),  # vectorised MCTS and AlphaZero (flax, chex)
    ("google-deepmind/dm_hamiltonian_dynamics_suite", "345a1a53aa7bb47691834ded4319b6fe975adac8"),  # Hamiltonian dynamics datasets and models (haiku)
    ("chaobrain/braintools", "57d33c23f5d80805d67331d0d7a3b0386d6d750d"),  # brain-modelling tools with notebooks (brainstate)
    ("google-deepmind/randomized_positional_encodings", "e8c64749d8cad7772dc7ade75b32ef9b2b29b466"),  # length-generalisation transformers (haiku)
    ("SSAGESLabs/PySAGES", "d98a381c1b2d5082e87a9cbf2f52909e7da2dca9"),  # enhanced-sampling methods for molecular dynamics (jax-md)
    ("jonbarron/camp_zipnerf", "8e6d57e3aee34235faf3ef99decca0994efe66c9"),  # Zip-NeRF and CamP training (flax linen, pmap)
    ("PredictiveIntelligenceLab/jaxpi", "e85b6947b0795a1bf68169ba6d378be3c713a6d9"),  # physics-informed networks (flax linen)
    ("astro-informatics/s2fft", "5e6a08222de1266c7bda6d2eb700391026881e41"),  # spherical harmonic transforms (custom_vjp, C backends)
    ("google-deepmind/annealed_flow_transport", "09688408bac3588583e719b054d03ae6d05c1c4f"),  # annealed flow transport samplers (haiku)
    ("dirmeier/sbijax", "59570efeff86308e0ecabbc5ff618ac939849125"),  # simulation-based inference (flax, optax)
    ("pnkraemer/matfree", "7e623cc9464df34ae9600b7e9f317d59e36df37f"),  # matrix-free linear algebra
    ("NeilGirdhar/efax", "b5de6514b1c18a2783690c8b362a5dc317f988b9"),  # exponential-family distributions (tjax)
    ("srigas/jaxKAN", "9763fa3effa1452af5ed7aaa0e9633c0beee9d00"),  # Kolmogorov-Arnold networks (flax nnx, notebooks)
    ("google/qwix", "aa623acb24c418563265fd8d541c1d51fc285269"),  # quantisation library (flax)
    ("google-research/jax3d", "5e21a547e82aff9340a76385ae235493bb404ac0"),  # NeRF research, Colab exports (flax)
    ("ayaka14732/llama-2-jax", "6bb19056f2e10b052321c9c510df8d9474aca333"),  # Llama 2 in JAX
    ("google-deepmind/alphastar", "700b1e74364ed5dfc66f6cd2574c5ffac2fa474e"),  # StarCraft II agents (haiku, offline RL)
    ("probml/JSL", "649c1fa9709c9195d80f06d7a367112d67dc60c9"),  # state-space models and filters, demos
    ("google-research/prompt-tuning", "72285eea06100f954bcbb16a447ec6cddfc6716c"),  # prompt tuning on T5X (flax)
    ("google/jaxonnxruntime", "03d882eaffc81fe6dcec2d42ee9800b95411fd8b"),  # ONNX runtime in JAX
    ("instadeepai/og-marl", "f4eb8f03c0f1b8e2a0fa3479af92379afd0f83a9"),  # offline multi-agent RL (flax, optax)
    ("google-research/optformer", "953432beb756520ac49c1124f30d9d9af292053f"),  # transformer for hyperparameter optimisation
    ("google/rax", "af92de1f745a27f5041bccded248c4274acc0638"),  # learning-to-rank losses and metrics
    ("google-deepmind/distribution_shift_framework", "f6946779128dd90ae820f5c36fb5dbfad58ad885"),  # distribution shift experiments (haiku, pmap)
    ("rail-berkeley/serl", "cd5f7e7c687266d9ebd1a19dd2049b2bbb9d2e9b"),  # robot RL: DrQ, VICE, BC agents (flax)
    ("google-deepmind/emergent_in_context_learning", "eba75a4208b8927cc1e981384a2cc7e014677095"),  # in-context learning research (haiku)
    ("ikostrikov/walk_in_the_park", "40321ecb3561f7be98d73a2c12337a878b0c18e1"),  # real-robot RL (flax)
    ("jax-ml/bayeux", "772ac59db9ed9cf315ad363d931c2e9fa8d44582"),  # adapters from probabilistic programs to samplers
    ("EmptyJackson/unifloral", "f2dc1278eae18ed3e22c92255119c54885414d17"),  # single-file offline RL algorithms
    ("google-research/sam", "dae9904c4cf3a57a304f7b04cecffe371679c702"),  # sharpness-aware minimisation (flax, pmap)
    ("magenta/music-spectrogram-diffusion", "24cd4b0df1b176805908abbef7712bce1dc666e5"),  # spectrogram diffusion on t5x (flax)
    ("EmptyJackson/policy-guided-diffusion", "9da606ca16389c626fab7cef2a07ca82d74fd14f"),  # diffusion world models and offline RL
    ("google-deepmind/md4", "b9fbf29216f818cccff46cb5727199f86f35593e"),  # masked discrete diffusion (flax, pmap and sharding)
    ("nshepperd/jax-guided-diffusion", "2320ce05aa2d6ea83234469ef86d36481ef962ea"),  # CLIP-guided diffusion sampling
    ("ikostrikov/jaxrl2", "8b12c24543e14738974e9296f278aa6184e8fbb1"),  # RL: SAC, DrQ, IQL, BC (flax)
    ("rwightman/efficientnet-jax", "06d7ed6cdb252d191d262e0f50464451ee952200"),  # EfficientNet and MobileNet, pmap training (flax, objax)
    ("seohongpark/HIQL", "b32c832cd67e4fe56ecabb49dbb96dc8d4f4c432"),  # hierarchical offline goal-conditioned RL (jaxrl_m)
    ("huggingface/distil-whisper", "cc96130f6e4cc74cab4545f3c6e7e5c204ced871"),  # Whisper distillation (flax, pmap, pjit)
    ("FLAIROx/jaxirl", "133ba114109829d182f37f06beb3b8e7b83883d3"),  # inverse RL, PPO in lax.scan
    ("seohongpark/fql", "719d04417cb0b206deddbc7d761b3e710c3d750c"),  # flow Q-learning, offline RL (flax)
    ("jeremiecoullon/SGMCMCJax", "cb900970b848558d61ed399e68c8099f7fa9faed"),  # stochastic-gradient MCMC samplers
    ("google-research/nested-transformer", "59c0d6aa1a0526fbca15507a172f3dc110f52a3c"),  # NesT vision transformer, CLU pmap trainer (flax)
    ("google-research/jax-influence", "74bd321156b5445bb35b9594568e4eaaec1a76a3"),  # influence functions: Arnoldi, LiSSA
    ("google-research/rigl", "d39fc7d46505cb3196cb1edeb32ed0b6dd44c0f9"),  # sparse training (its JAX part)
    ("kingoflolz/mesh-transformer-jax", "f8315e3003033b23f21d78361b288953064e0e76"),  # GPT-J training (haiku, xmap)
    ("google-deepmind/distrax", "f51bffcf9094d269a0be8678762dd2849833c8b7"),  # probability distributions and bijectors (the repository, with examples)
    ("yang-song/score_sde", "0acb9e0ea3b8cccd935068cd9c657318fbc6ce4c"),  # score SDE diffusion (flax, pmap, scan)
    ("google-research/vision_transformer", "c6de1e5378c9831a8477feb30994971bdc409e46"),  # ViT and Mixer, pmap training (flax)
    ("dirmeier/ramsey", "3b472b1edecee31dd6a04009b4393421eca4e9b8"),  # neural processes (flax, numpyro)
    ("dirmeier/surjectors", "258a46c8c2fcc8a2a8c319d1c0b5ac07bd086704"),  # normalizing flows and surjections (haiku)
    ("MichaelTMatthews/Craftax_Baselines", "7ce36fa05b84a2c9e758012f1e6da402e1e3a891"),  # PPO, RND, ICM on Craftax
    ("rail-berkeley/crossformer", "4a56b64411e7ec039ea6cce6bbbe65a38f677db1"),  # cross-embodiment robot policy (flax)
    ("homerjed/sbgm", "70727f43046a4601f05bc11da43dbbbb7db88068"),  # score-based diffusion (equinox, diffrax)
    ("google-research/slot-attention-video", "ba8f15ee19472c6f9425c9647daf87910f17b605"),  # SAVi, CLU pmap trainer (flax)
    # twenty-third pass (stop 34)
    ("avitai/artifex", "5fce040acb8e3089a999a1f5a63bf4c1503efbb1"),  # generative models (flax nnx)
    ("assistive-autonomy/assistax", "4c09f2e919dafcecff0b3ea509492c5c984de1d1"),  # multi-agent RL
    ("dorjeduck/eqxrl", "e861bb85f8bf67f3264584435c8d5b69ee4b4fb6"),  # RL (equinox)
    ("keraJLi/envelope", "b24df8538ab43022b0c9032166805d23d7328706"),  # gymnax-style environments
    ("apax-hub/apax", "c9dfdbc6dfe2578f70061097677aaf4717ff9177"),  # interatomic potentials, MD (flax)
    ("tummfm/chemtrain", "9cad115c715b3f9df7813410153c2fc192a8240c"),  # molecular dynamics training (haiku, jax-md)
    ("hghcomphys/jaxip", "12f9f0da11003695bca89bd669e31594bf609087"),  # interatomic potentials
    ("leo1200/jf1uids", "03b5b18d306704a38d6a3ea5a0a5ab977c7e1144"),  # fluid solver
    ("andylolu2/jax-diffusion", "d04ae25b528f589e541bedee52898826fbae29b4"),  # diffusion
    ("juanitorduz/numpyro_forecast", "1472909f43569e87e5b268e8bf76aac978de1293"),  # forecasting (numpyro)
    # twenty-fourth pass (stop 35)
    ("nico-bohlinger/RL-X", "46d8e266659d4692488a122f092a8406df85f2f9"),  # RL algorithms (flax)
    ("MichalBortkiewicz/JaxGCRL", "6dccab265b5e80f62a41540b5369d90f35def27f"),  # goal-conditioned RL (brax)
    ("sokrypton/ColabDesign", "e31a56fe1d9b4de25c8697f3a28b75892941cc72"),  # protein design (haiku, AlphaFold)
    ("qiskit-community/qiskit-dynamics", "6b54df2fde7ff10afadfdfda5ca0abb2608da856"),  # quantum dynamics solvers
    ("eelregit/pmwd", "0552bc0131755367574d8d51ae4fc08d6c29ecf1"),  # cosmological N-body
    ("xjdr-alt/entropix", "0a7f7bb25ee50e5fc54a1b59953a718de1a6e1ef"),  # LLM sampling
    ("coax-dev/coax", "cf855957b4d7f5cda731e0873b098afe0b069011"),  # RL (haiku)
    ("vincekurtz/hydrax", "e06f1446c78f2d6da3eda24073f30f96208dcb3c"),  # sampling-based MPC (mujoco mjx)
    ("tianjuxue/jax-am", "b4ee1363cde4ce98a1532c5d255015014a6f74d7"),  # additive manufacturing, FEM/CFD
    ("dptech-corp/Uni-Fold-jax", "e054cc056680f5d69034bc13e6c4d6252b91563d"),  # protein folding (haiku)
    # twenty-fifth pass (stop 35)
    ("awslabs/fortuna", "19c7d9c128440f6eabee387db60a85032270f33c"),  # Bayesian deep learning
    ("sgl-project/sglang-jax", "cddbf6f1cc33cbdd453bd8f36ff7051cf46ca176"),  # LLM inference
    ("mia-jinns/jinns", "d429b9c6359fbac62393bf42ae92923ca25dc469"),  # PINNs
    ("uduse/moozi", "4fdba11bc9ac5c3c7c25591323e6ea04996456f5"),  # RL (haiku, MuZero)
    ("AaltoML/BayesNewton", "f72ae9a6ca69f9cce8e62135c9f78dda4825b4df"),  # Gaussian processes
    ("tristanmanchester/tomojax", "214365a527d675f38efb86f6944e3fbc98cc56e7"),  # differentiable tomography
    ("cabouman/mbirjax", "851a1ca25b95d2734d8af354f16cb5f731638332"),  # CT reconstruction
    ("stickshift/llama-jax", "17f2491f653668c0a118ca25a2e4f96ce55e684f"),  # Llama inference
    # twenty-sixth pass (stop 36)
    ("phlippe/uvadlc_notebooks", "0da8037c7abc32f478ff6142acceb72dbcf088ee"),  # course notebooks (flax)
    ("patrick-kidger/optimistix", "6415ab15480ebdb7386e17850105ce0dba6786ec"),  # root finding (equinox)
    ("imewei/rheojax", "b79e79e732905e1d80a9f1e11bf2c8d157a3e1bf"),  # rheology (numpyro)
    ("RunnersNum40/lerax", "67006e1a9e1ad5157426c8f4cb562c826549893e"),  # RL (equinox)
    ("mlnomadpy/flaxchat", "9653ab459f445496262a42477617c6ae0c4253ef"),  # LLM training (flax nnx)
    ("ziatdinovmax/gpax", "b493ba26c0613e6ade694e5bb6847bfbf4511f36"),  # Gaussian processes (numpyro)
    ("jax-ml/jax-ai-stack", "59de2e1f79348ac85ee26c463c3cede21d8908a5"),  # tutorial notebooks (flax nnx)
    ("chungmin99/pyroki", "70b30a56b1e1ea83fb4c2cac8fe2c63a0624b9ce"),  # robot kinematics
    ("EQuS/jaxquantum", "46d9f380ef382e834b51850bd60eee4d86976625"),  # quantum simulation
    ("bb515/diffusionjax", "24fb2c8ee0ca85f618caf797c24614d2ee686be4"),  # diffusion models
    # twenty-seventh pass (stop 36)
    ("google-deepmind/optax", "2edbcbe2390da13983b92cbef94ac0460ecde1c5"),  # optax's repository (examples)
    ("google-research/computation-thru-dynamics", "94b47aff4cd029aa9df3d0402047110bc3f3519d"),  # neuroscience
    ("DBraun/jraphx", "c1055f3ef8ebf42174c6a8a099f062376ec24897"),  # graph networks (flax nnx)
    ("Gattocrucco/bartz", "fee93fb4153447fade4fcf80bbd7c0834aa6cea6"),  # Bayesian trees (MCMC)
    ("qutip/qutip-jax", "ca94adf31c4200cf318cdffea6066bb3c7c05557"),  # quantum objects
    ("rwitten/HighPerfLLMs2024", "183ee74a6c972f3e7524bb3a418a378c6c655013"),  # LLM course
    ("evanatyourservice/llm-jax", "fe296a2f8d628889c59e8cb442bc3b1f84277607"),  # LLM training
    ("hamishs/JAX-RL", "1e304ed19cc9d61402ddbeb99a3e707fe4b87161"),  # RL (haiku)
    ("google-research/self-organising-systems", "3d5547ca48b60ecac459834e2c05c9ff5df87991"),  # cellular automata
    ("ericmjl/dl-workshop", "6ef9b7feb60dd5f6a4dbdda4dc899337e583a397"),  # tutorial notebooks
    # twenty-eighth pass (stop 37)
    ("mlprt/feedbax", "ff783a620b116d528264d464e44c8aeebde650ad"),  # motor control (equinox)
    ("thiomajid/moxe", "a2ea63fe3b1014cc44af8322a238cdcac6d5bc2f"),  # MoE language models (flax nnx)
    ("srijaniiserprinceton/qdpy-numpyro", "dee9d8d0f02753f1277c3008c256625550ba6edb"),  # helioseismology (numpyro)
    ("crowsonkb/v-diffusion-jax", "f082e75aa0363bb1382ec608819ce81a6404d6e6"),  # diffusion sampling (haiku)
    ("bowen-w-zheng/Joint_spike_field", "a2f9403719137e246f1a8c5c9e7f72cd0e4e0505"),  # neuroscience Gibbs sampler
    ("Jesperoka/robust_rl", "93415c29e27f6b92d3f8639ccfe65f7bc5bb1210"),  # multi-agent RL on MJX
    ("eserie/wax-ml", "96e87bc1f078efab8309bbb8f53a3e564545ba06"),  # streaming time series (haiku)
    ("eightmm/FoldJAX", "12b8d57ba14f547575a2f2d18c8950d1d3444abe"),  # protein structure prediction
    ("HeningWang/numpyro_adjective_modelling", "7fe2b3e0d1e8b370fc1f57f36d65d19670837de0"),  # cognitive science (numpyro)
    ("Ueaj-Kerman/macrogpt-jax", "f7da7ef440fcf189e37992cb04632b9559d6bc4e"),  # LLM pre-training (flax nnx)
    # twenty-ninth pass (stop 37)
    ("kmheckel/spyx", "38374e96962ce4bae44a902e78520c0657b6bd86"),  # spiking neural networks
    ("renecotyfanboy/jaxspec", "1ac26fd61bdf52953359e34cf2c2b386566044b8"),  # X-ray spectral fitting (numpyro)
    ("astro-informatics/s2wav", "9a52c1f5d1da8aa88f76407f4e8370ec7dae8f69"),  # spherical wavelets
    ("DavidSlayback/jax-toolkit", "44a419e57989cfacfe0895aa4634c3a767c26fda"),  # RL utilities (rlax, haiku)
    ("charleseff/hack-matrix", "d9539d9015d89df4bfab6fe551bd8a8bcc37be90"),  # RL game environment (flax)
    ("jreuben11/GPGPU", "cc3722ea4abc2282dfe6783cd5fbf1ec08c3be26"),  # tutorial notebooks
    ("nreimers/flax-sentence-embeddings", "de583831d9b8b3454ed62fb74f783380ab2e933b"),  # sentence embeddings (flax)
    ("speed1313/jax-llm", "e32210251dd4f92d3462ed71134459acf08fb71c"),  # small GPT (flax, shard_map)
    ("google-research/swirl-dynamics", "7eeea7a53417ace1d485d58939e09faee0896f22"),  # diffusion for climate (flax)
    ("bytedance/jaqmc", "07e01a7d17df7799827dc3482e69dda7394f93d8"),  # quantum Monte Carlo (flax)
    # thirtieth pass (stop 37)
    ("google/trajax", "c94a637c5a397b3d4100153f25b4b165507b5b20"),  # trajectory optimisation
    ("samuela/git-re-basin", "ef40098257ab97243930eba737d6dcb8edd5863e"),  # weight matching (flax)
    ("google-deepmind/emergent_communication_at_scale", "1d17ca7ca021c0473f344f44c876decc84980f35"),  # emergent communication (haiku)
    ("facebookresearch/minimax", "d053054c5290a04c1c4cd8b55704d999cad73e30"),  # environment design RL (flax)
    ("google-research/spherical-cnn", "5d351d3db78e5daf112c3eff2e19894c39f1f090"),  # spherical CNNs (flax)
    ("ucl-bug/jaxdf", "969c35a6ac9446e6288feba3aba5d24fdad32582"),  # PDE discretisation
    ("che-shr-cat/JAX-in-Action", "343815364f77d5646a78965495e88ef341536bf0"),  # book notebooks
    ("flaport/sax", "b4a9eaed70e837fa85aea0648ddaf640e69e3277"),  # photonic circuits
    ("jeertmans/DiffeRT", "d22adc7c5c273680cf008a9dfd4a3db1a34354fa"),  # differentiable ray tracing (equinox)
    ("lenstronomy/JAXtronomy", "565f9a1dc0657de2d2354c82c4b63aeb5ffa78af"),  # strong lensing
]

ROOT = Path.home() / ".cache" / "jaxlint-corpus"
DEFAULT_CACHE = ROOT / "wheels"
DEFAULT_DEST = ROOT / "src"
DEFAULT_REPOS = ROOT / "repos"
DEFAULT_MIRROR = Path("/work/.mirror")
STAMP = ".pinned"  # records which name==ver (or owner/name@commit) a folder was filled from
# What a repository extraction keeps: the code jaxlint reads, and the configuration that makes the
# folder a project root.
KEPT_FILES = (".py", "pyproject.toml")


class CorpusError(RuntimeError):
    """Raised after all packages were tried, if any of them failed."""


def _wheel_prefix(name: str, version: str) -> str:
    # Wheel filenames normalise the project name: dm-haiku -> dm_haiku.
    return f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}-"


def _find_wheel(cache: Path, name: str, version: str) -> Path | None:
    prefix = _wheel_prefix(name, version)
    hits = [p for p in cache.glob("*.whl") if p.name.lower().startswith(prefix)]
    return sorted(hits)[0] if hits else None


def _download(cache: Path, name: str, version: str) -> Path:
    wheel = _find_wheel(cache, name, version)
    if wheel:  # cached from an earlier run
        return wheel
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
           "--python-version", "3.11", "--disable-pip-version-check", "-q",
           "-d", str(cache), f"{name}=={version}"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wheel = _find_wheel(cache, name, version)
    if proc.returncode != 0 or wheel is None:
        lines = [l.strip() for l in (proc.stderr + proc.stdout).splitlines() if l.strip()]
        errors = [l for l in lines if l.startswith("ERROR")] or lines or ["no wheel found"]
        # pip's last ERROR line is the cause; earlier ones are context.
        raise CorpusError(f"pip download failed (exit {proc.returncode}): {errors[-1][:200]}")
    return wheel


def _is_current(target: Path, pin: str) -> bool:
    stamp = target / STAMP
    return stamp.is_file() and stamp.read_text().strip() == pin


def _fill(target: Path, pin: str, members) -> None:
    """Write `members` ((archive path, bytes) pairs) as the whole of `target`, stamped with `pin`."""
    # Fill a temp folder and rename, so an interrupted run never leaves a half-filled
    # folder that a later run would mistake for a finished one.
    tmp = target.with_name(f".{target.name}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for member, data in members:
        parts = Path(member).parts
        if member.startswith("/") or ".." in parts:  # never write outside tmp
            continue
        out = tmp.joinpath(*parts)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(data)
    (tmp / STAMP).write_text(pin + "\n")
    shutil.rmtree(target, ignore_errors=True)  # stale contents of an older pin
    tmp.rename(target)


def _unpack(wheel: Path, target: Path, pin: str) -> None:
    with zipfile.ZipFile(wheel) as zf:
        _fill(target, pin, ((m, zf.read(m)) for m in zf.namelist()
                            if m.endswith(".py") and not Path(m).parts[0].endswith(".dist-info")))


def _git_dir(mirror: Path, repo: str) -> Path | None:
    """The git directory mirroring `repo` (owner/name): MIRROR/owner+name/repo (or its .git), or a bare
    MIRROR/owner+name."""
    base = mirror / repo.replace("/", "+")
    return next((d for d in (base / "repo", base / "repo" / ".git", base) if (d / "HEAD").is_file() and
                 (d / "objects").is_dir()), None)


def _git(git_dir: Path, *args: str, stdin: bytes = b"") -> bytes:
    proc = subprocess.run(["git", "--git-dir", str(git_dir), *args], input=stdin, capture_output=True)
    if proc.returncode != 0:
        raise CorpusError(f"git {args[0]} failed: {proc.stderr.decode(errors='replace').strip()[:200]}")
    return proc.stdout


def _blobs(git_dir: Path, commit: str):
    """(path, bytes) of each kept file of `commit`, read object by object (not `git archive`): a
    snapshot may lack its largest blobs, and those are never code."""
    entries = []
    for entry in _git(git_dir, "ls-tree", "-r", "-z", "--full-tree", commit).split(b"\0"):
        if not entry:
            continue
        meta, path = entry.decode("utf-8", "surrogateescape").split("\t", 1)
        mode, kind, sha = meta.split()
        if kind == "blob" and mode != "120000" and path.endswith(KEPT_FILES):  # no symlinks
            entries.append((path, sha))
    out = _git(git_dir, "cat-file", "--batch", stdin="".join(f"{sha}\n" for _, sha in entries).encode())
    pos = 0
    for path, sha in entries:
        header_end = out.index(b"\n", pos)
        header = out[pos:header_end].split()
        if header[-1] == b"missing":
            raise CorpusError(f"the mirror lacks {path} ({sha})")
        size = int(header[2])
        yield path, out[header_end + 1:header_end + 1 + size]
        pos = header_end + 1 + size + 1  # the blob, then a newline


def _extract(git_dir: Path, commit: str, target: Path, pin: str) -> None:
    _fill(target, pin, list(_blobs(git_dir, commit)))


def _count(folder: Path) -> tuple[int, int]:
    files = lines = 0
    for py in folder.rglob("*.py"):
        files += 1
        with py.open("rb") as f:
            lines += sum(1 for _ in f)
    return files, lines


def materialise(dest: str | Path | None = None, only: list[str] | None = None, *,
                cache: str | Path | None = None, quiet: bool = False) -> Path:
    """Download and unpack the pinned corpus; return the folder holding DEST/<name>/.

    Tries every selected package, then raises CorpusError if any failed.
    """
    dest = Path(dest or DEFAULT_DEST).expanduser()
    cache = Path(cache or DEFAULT_CACHE).expanduser()
    pins = [p.split("==") for p in PINNED]
    if only:
        unknown = set(only) - {n for n, _ in pins}
        if unknown:
            raise ValueError(f"not in the pinned list: {', '.join(sorted(unknown))}")
        pins = [(n, v) for n, v in pins if n in only]
    dest.mkdir(parents=True, exist_ok=True)
    cache.mkdir(parents=True, exist_ok=True)
    failed, total_files, total_lines = [], 0, 0
    for name, version in pins:
        pin, target = f"{name}=={version}", dest / name
        try:
            if not _is_current(target, pin):
                _unpack(_download(cache, name, version), target, pin)
        except (CorpusError, OSError, zipfile.BadZipFile) as exc:
            print(f"FAILED {pin}: {exc}", file=sys.stderr, flush=True)
            failed.append(pin)
            continue
        files, lines = _count(target)
        total_files, total_lines = total_files + files, total_lines + lines
        if not quiet:
            print(f"{pin:<28} {files:>6} files {lines:>10,} lines", flush=True)
    if not quiet:
        print(f"{'total':<28} {total_files:>6} files {total_lines:>10,} lines  -> {dest}")
    if failed:
        raise CorpusError(f"{len(failed)} package(s) failed: {', '.join(failed)}")
    return dest


def materialise_repos(repos: list[tuple[str, str]] | None = None, *, mirror: str | Path | None = None,
                      dest: str | Path | None = None, quiet: bool = False) -> tuple[dict[str, Path], list[str]]:
    """Extract each (owner/name, commit) of `repos` (default FRESH_REPOS) from its mirror.

    Returns the folder of every repository extracted, by owner/name, and the repositories skipped
    because their mirror or commit is missing (each named on stderr), so one absent mirror never
    stops the pass.
    """
    mirror = Path(mirror or DEFAULT_MIRROR).expanduser()
    dest = Path(dest or DEFAULT_REPOS).expanduser()
    dest.mkdir(parents=True, exist_ok=True)
    folders, skipped = {}, []
    for repo, commit in FRESH_REPOS if repos is None else repos:
        pin, target = f"{repo}@{commit}", dest / repo.replace("/", "+")
        try:
            if not _is_current(target, pin):
                git_dir = _git_dir(mirror, repo)
                if git_dir is None:
                    raise CorpusError(f"no git mirror under {mirror / repo.replace('/', '+')}")
                _extract(git_dir, commit, target, pin)
            # An empty `.git` keeps the checkout's project root (older extractions lack it): without
            # it, a repository whose root holds `__init__.py` reads as a package of the folder above.
            (target / ".git").mkdir(exist_ok=True)
        except (CorpusError, OSError) as exc:
            print(f"SKIPPED {pin}: {exc}", file=sys.stderr, flush=True)
            skipped.append(repo)
            continue
        folders[repo] = target
        if not quiet:
            files, lines = _count(target)
            print(f"{repo:<36} {commit[:12]} {files:>6} files {lines:>10,} lines", flush=True)
    return folders, skipped


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dest", help=f"where to unpack (default {DEFAULT_DEST}, with --fresh {DEFAULT_REPOS})")
    ap.add_argument("--cache", help=f"where wheels are kept (default {DEFAULT_CACHE})")
    ap.add_argument("--only", help="comma-separated package names (jax,flax) or, with --fresh, owner/name")
    ap.add_argument("--fresh", action="store_true", help="the pinned repositories instead of the wheels")
    ap.add_argument("--mirror", help=f"with --fresh: where the git mirrors are (default {DEFAULT_MIRROR})")
    args = ap.parse_args(argv)
    only = [n.strip() for n in args.only.split(",") if n.strip()] if args.only else None
    if args.fresh:
        repos = [(r, c) for r, c in FRESH_REPOS if only is None or r in only]
        if only and len(repos) != len(only):
            ap.error(f"not in FRESH_REPOS: {', '.join(sorted(set(only) - {r for r, _ in repos}))}")
        return 1 if materialise_repos(repos, mirror=args.mirror, dest=args.dest)[1] else 0
    try:
        materialise(args.dest, only, cache=args.cache)
    except ValueError as exc:
        ap.error(str(exc))
    except CorpusError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
