// features: program, floating_point, wrapper_classes, math_class, string_concatenation, cast_expression
// float is 32-bit: every float operation rounds to float, and Float.toString prints the
// shortest digits that identify the float.
public class float_arithmetic {
    public static void main(String[] args) {
        float third = 1.0f / 3;
        System.out.println(third + " " + (third * 3) + " " + (double) third);
        System.out.println(100.0f / 3 + " " + 2.0f / 3 + " " + 10f % 3.3f);
        float sum = 0;
        for (int i = 1; i <= 10; i++) sum += 1.0f / i;
        System.out.println("harmonic float " + sum);
        double dsum = 0;
        for (int i = 1; i <= 10; i++) dsum += 1.0 / i;
        System.out.println("harmonic double " + dsum);
        float f = 0.1f;
        float acc = 0;
        for (int i = 0; i < 10; i++) acc += f;
        System.out.println(acc + " " + (acc == 1.0f) + " " + (0.1f + 0.2f) + " " + 1.1f * 1.1f);
        float big = 16777216f;
        System.out.println((big + 1) + " " + (big + 2) + " " + 12345678.9f);
        System.out.println(Float.MAX_VALUE + " " + Float.MIN_VALUE + " " + Double.MAX_VALUE + " " + Double.MIN_VALUE);
        System.out.println(Float.parseFloat("3.4028235E38") + " " + Float.valueOf("2.5") + " " + Float.toString(1.0f / 7));
        System.out.println((float) Math.sqrt(2) + " " + Math.sqrt(2) + " " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.cbrt(2));
        float celsius = 36.6f;
        float fahrenheit = celsius * 9 / 5 + 32;
        System.out.println(fahrenheit + " " + Math.round(fahrenheit) + " " + (int) fahrenheit);
        float[] prices = {19.99f, 5.49f, 3.333f};
        float total = 0;
        for (float p : prices) total += p;
        System.out.println(total + " " + String.format("%.2f", total));
    }
}
