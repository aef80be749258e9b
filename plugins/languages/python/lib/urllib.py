# urllib, written for RedDragon's VM: the package `import urllib.parse` binds;
# its parse submodule is lib/_urllib_parse.py (request, error and robotparser
# are not modelled).

__all__ = []
