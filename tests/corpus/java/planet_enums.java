// features: program, enum_declaration, static_members, floating_point, string_format, streams, switch_statement, builtin_exceptions, collections_utils, lambda_expression
import java.util.*;
import java.util.stream.*;

public class Planets {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), VENUS(4.869e+24, 6.0518e6), EARTH(5.976e+24, 6.37814e6), MARS(6.421e+23, 3.3972e6);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        static final double G = 6.67300E-11;
        double surfaceGravity() { return G * mass / (radius * radius); }
        double surfaceWeight(double otherMass) { return otherMass * surfaceGravity(); }
    }

    enum Op {
        ADD("+") { int apply(int a, int b) { return a + b; } },
        MUL("*") { int apply(int a, int b) { return a * b; } },
        POW("^") { int apply(int a, int b) { int r = 1; for (int i = 0; i < b; i++) r *= a; return r; } };
        final String sym;
        Op(String s) { sym = s; }
        abstract int apply(int a, int b);
    }

    public static void main(String[] args) {
        double earthWeight = 175;
        double mass = earthWeight / Planet.EARTH.surfaceGravity();
        for (Planet p : Planet.values())
            System.out.printf("Your weight on %s is %f%n", p, p.surfaceWeight(mass));
        System.out.println(Planet.valueOf("MARS").ordinal() + " " + Planet.MARS.name() + " " + Planet.MARS.compareTo(Planet.VENUS));
        EnumMap<Planet, String> notes = new EnumMap<>(Planet.class);
        notes.put(Planet.MARS, "red");
        notes.put(Planet.MERCURY, "hot");
        System.out.println(notes);
        for (Op op : Op.values()) System.out.println("3 " + op.sym + " 4 = " + op.apply(3, 4));
        Map<Boolean, Long> heavy = Arrays.stream(Planet.values()).collect(Collectors.partitioningBy(p -> p.mass > 1e24, Collectors.counting()));
        System.out.println(heavy);
        String joined = Stream.of(Planet.values()).map(p -> p.name().charAt(0) + p.name().substring(1).toLowerCase()).collect(Collectors.joining(", ", "{", "}"));
        System.out.println(joined);
        try {
            Planet.valueOf("PLUTO");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Set<Planet> inner = EnumSet.range(Planet.MERCURY, Planet.EARTH);
        System.out.println(inner + " " + inner.contains(Planet.MARS));
        switch (Planet.EARTH) {
            case EARTH: System.out.println("home"); 
            case MARS: System.out.println("fallthrough"); break;
            default: System.out.println("no");
        }
    }
}
