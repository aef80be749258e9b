# Module globals of the same name in two modules stay apart: config.name
# holds a constant, main's own `name` holds argv; only the read of
# tools.last (set from argv through tools.remember) reaches the sink.
import os
import sys
import config
import tools

name = sys.argv[1]
os.system("echo " + config.name)
tools.remember(name)
os.system(tools.last)
