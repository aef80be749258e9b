# app.py - Python calling libcalc through ctypes.
import ctypes
import os

lib = ctypes.CDLL("./libcalc.so")
lib.add.argtypes = [ctypes.c_int, ctypes.c_int]
lib.add.restype = ctypes.c_int
lib.user_name.restype = ctypes.c_char_p


def total(x):
    return lib.add(x, 3)


def shell(cmd):
    lib.run_command(cmd)


def greet():
    os.system("echo " + lib.user_name().decode())


print(total(4), lib.scale(2))
shell(input())
greet()


class Calc:
    def __init__(self):
        self.lib = ctypes.cdll.LoadLibrary("./libcalc.so")

    def double(self, x):
        return self.lib.scale(x)


plus = lib.add
print(plus(1, 2), Calc().double(5), lib.version())
