// features: program, floating_point, string_format, math_class, system_out
public class Doubles {
    public static void main(String[] args) {
        double[] values = {0.0, 1.0, -2.5, 0.1 + 0.2, 1.0 / 3, 100.0, 1e7, 12345678.9, 1e-3, 0.0001234, 1e21, 123456.789, 3.0e-10, Math.PI, Math.E};
        for (double v : values) System.out.println(v);
        float f = 0.1f;
        System.out.println(f);
        float g = 1.0f / 3;
        System.out.println(g);
        System.out.println(Math.sqrt(2) + " " + Math.pow(2, 10) + " " + Math.abs(-7) + " " + Math.abs(-7.5));
        System.out.println(Math.max(3, 9) + " " + Math.min(-1.5, 2.0) + " " + Math.floor(-2.5) + " " + Math.ceil(2.1) + " " + Math.round(2.5) + " " + Math.round(-2.5));
        System.out.println(String.format("%.3f|%10.2f|%-8.1f|%e|%,d|%05d|%x|%X|%c|%b|%%", 2.0 / 3, 1234.5678, 9.95, 12345.678, 1234567, 42, 255, 255, 'Z', true));
        System.out.println(String.format("%.2f %.2f %.1f %.0f", 0.125, 2.675, 0.05, 2.5));
        double avg = (1 + 2 + 4) / 3;
        double avg2 = (1 + 2 + 4) / 3.0;
        System.out.println(avg + " " + avg2);
        int n = 7;
        double half = n / 2;
        System.out.println(half + " " + n / 2.0);
        System.out.println(1.0 / 0 + " " + -1.0 / 0 + " " + 0.0 / 0);
        System.out.println((double) 10 + " " + (float) 2.5);
    }
}
