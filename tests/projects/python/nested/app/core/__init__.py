NAME = "core"
from .util import *
