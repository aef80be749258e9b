from ..config import DEBUG
from . import util

def run(n):
    return util.twice(n) + (1 if DEBUG else 0)
