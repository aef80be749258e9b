// Calc.java - Java calling libcalc through JNI.
package demo;

public class Calc {
    static { System.loadLibrary("calc"); }

    static native int add(int a, int b);

    static native void runCommand(String cmd);

    public static void main(String[] args) {
        System.out.println(add(2, 3));
        runCommand(args[0]);
    }
}
