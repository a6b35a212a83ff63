from .greedy import GreedyAgent
