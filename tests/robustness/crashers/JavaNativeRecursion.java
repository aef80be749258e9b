// features: program, enum_declaration, switch_statement, enhanced_for_statement, floating_point, string_format
public class Planets {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6),
        VENUS(4.869e+24, 6.0518e6),
        EARTH(5.976e+24, 6.37814e6),
        MARS(6.421e+23, 3.3972e6);

        private final double mass;
        private final double radius;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return 6.67300E-11 * mass / (radius * radius);
        }
    }

    enum Color { RED, GREEN, BLUE }

    static String describe(Color c) {
        switch (c) {
            case RED:
                re         case BLUE:
                return "cool";
            default:
             return "unknown";
        }
    }

    public static void main(String[] args) {
        for (Planet p : Planet.values()) {
            System.out.printf("%s gravity %.2f ordinal %d%n", p, p.surfaceGravity(), p.ordinal());
        }
        for (Color c : Color.values()) System.out.println(c.name() + " is " + describe(c));
        Color fav = Color.GREEN;
        System.out.println(fav == Color.GREEN);
        System.out.println(fav.compareTo(CoompareTo(Color.BLUE));
    }
}
