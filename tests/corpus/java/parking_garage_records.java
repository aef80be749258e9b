// features: program, enum_declaration, interface_declaration, default_methods, record_declaration, switch_expression, custom_exceptions, hash_map, instanceof_expression
import java.util.*;

public class ParkingGarage {
    enum Size { SMALL, MEDIUM, LARGE }

    interface Vehicle {
        String plate();
        Size size();
        default int ratePerHour() { return switch (size()) { case SMALL -> 2; case MEDIUM -> 3; case LARGE -> 5; }; }
    }
    record Motorbike(String plate) implements Vehicle { public Size size() { return Size.SMALL; } }
    record Car(String plate) implements Vehicle { public Size size() { return Size.MEDIUM; } }
    record Truck(String plate, int axles) implements Vehicle {
        public Size size() { return Size.LARGE; }
        @Override public int ratePerHour() { return 5 + axles; }
    }

    static class GarageFullException extends Exception {
        GarageFullException(Vehicle v) { super("no space for " + v.plate() + " (" + v.size() + ")"); }
    }

    static class Garage {
        private final Map<Size, Integer> free = new EnumMap<>(Size.class);
        private final Map<String, Integer> entered = new HashMap<>();
        private final Map<String, Size> spotOf = new HashMap<>();
        private int revenue;
        private final List<String> log = new ArrayList<>();

        Garage(int small, int medium, int large) {
            free.put(Size.SMALL, small);
            free.put(Size.MEDIUM, medium);
            free.put(Size.LARGE, large);
        }

        void enter(Vehicle v, int time) throws GarageFullException {
            for (Size s : Size.values()) {
                if (s.compareTo(v.size()) >= 0 && free.get(s) > 0) {
                    free.merge(s, -1, Integer::sum);
                    entered.put(v.plate(), time);
                    spotOf.put(v.plate(), s);
                    log.add(String.format("%02d:00 in  %-8s -> %s", time, v.plate(), s));
                    return;
                }
            }
            throw new GarageFullException(v);
        }

        int leave(Vehicle v, int time) {
            Integer in = entered.remove(v.plate());
            if (in == null) throw new IllegalStateException(v.plate() + " is not parked");
            Size s = spotOf.remove(v.plate());
            free.merge(s, 1, Integer::sum);
            int hours = Math.max(1, time - in);
            int fee = hours * v.ratePerHour();
            revenue += fee;
            log.add(String.format("%02d:00 out %-8s %2dh $%d", time, v.plate(), hours, fee));
            return fee;
        }
    }

    public static void main(String[] args) {
        Garage g = new Garage(1, 2, 1);
        Vehicle[] vs = {new Car("CAR-1"), new Motorbike("MB-7"), new Truck("TRK-3", 3), new Car("CAR-2"),
                        new Motorbike("MB-8"), new Car("CAR-9")};
        int t = 6;
        for (Vehicle v : vs) {
            try {
                g.enter(v, t++);
            } catch (GarageFullException e) {
                System.out.println("turned away: " + e.getMessage());
            }
        }
        System.out.println("free now " + g.free);
        g.leave(vs[0], 14);
        g.leave(vs[2], 15);
        try {
            g.leave(vs[5], 16);
        } catch (IllegalStateException e) {
            System.out.println("error: " + e.getMessage());
        }
        g.leave(vs[1], 9);
        g.log.forEach(System.out::println);
        System.out.println("revenue $" + g.revenue + ", still parked " + new TreeSet<>(g.entered.keySet()));
        System.out.println(vs[2] + " " + vs[2].ratePerHour() + " " + (vs[3] instanceof Car c ? c.plate().toLowerCase() : "?"));
    }
}
