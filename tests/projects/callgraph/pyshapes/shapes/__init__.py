from shapes.base import Shape
from shapes.circle import Circle
from shapes.square import Square
