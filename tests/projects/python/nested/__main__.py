import app.core.engine
from app import config
from app.core import engine as eng
import helpers.text as text
print(app.core.engine.run(2))
print(config.DEBUG, eng is app.core.engine, app.core.NAME)
print(text.shout("hi"))
print(config.loaded_by)
from helpers.text import *
print(app.core.twice(5), shout("star"))
