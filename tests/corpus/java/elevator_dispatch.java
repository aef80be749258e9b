// features: program, enum_declaration, record_declaration, nested_static_class, switch_arrow, streams, comparator_combinators, string_format
import java.util.*;
import java.util.stream.*;

public class ElevatorSim {
    enum Direction { UP, DOWN, IDLE }

    record Request(int time, int from, int to) {
        Direction dir() { return to > from ? Direction.UP : Direction.DOWN; }
    }

    static class Elevator {
        final String id;
        int floor;
        Direction dir = Direction.IDLE;
        final TreeSet<Integer> stops = new TreeSet<>();
        final List<String> log = new ArrayList<>();
        int moved = 0;

        Elevator(String id, int floor) { this.id = id; this.floor = floor; }

        int cost(Request r) {
            int d = Math.abs(floor - r.from());
            if (dir == Direction.IDLE) return d;
            boolean onTheWay = (dir == Direction.UP && r.from() >= floor) || (dir == Direction.DOWN && r.from() <= floor);
            return onTheWay ? d : d + 2 * stops.size() + 5;
        }

        void step(int t) {
            if (stops.isEmpty()) { dir = Direction.IDLE; return; }
            Integer target = switch (dir) {
                case UP -> stops.ceiling(floor);
                case DOWN -> stops.floor(floor);
                case IDLE -> stops.first();
            };
            if (target == null) {
                dir = dir == Direction.UP ? Direction.DOWN : Direction.UP;
                target = dir == Direction.UP ? stops.ceiling(floor) : stops.floor(floor);
            }
            if (target == floor) {
                stops.remove(target);
                log.add(String.format("t=%02d %s opens at %d", t, id, floor));
                return;
            }
            dir = target > floor ? Direction.UP : Direction.DOWN;
            floor += dir == Direction.UP ? 1 : -1;
            moved++;
        }
    }

    public static void main(String[] args) {
        List<Elevator> cars = List.of(new Elevator("A", 0), new Elevator("B", 10));
        Queue<Request> pending = new LinkedList<>(List.of(
            new Request(0, 3, 7), new Request(1, 9, 2), new Request(2, 5, 6),
            new Request(4, 0, 10), new Request(6, 8, 1), new Request(9, 4, 3)));
        Map<String, List<Request>> assigned = new TreeMap<>();
        for (int t = 0; t < 30; t++) {
            while (!pending.isEmpty() && pending.peek().time() <= t) {
                Request r = pending.poll();
                Elevator best = cars.stream()
                    .min(Comparator.comparingInt((Elevator e) -> e.cost(r)).thenComparing(e -> e.id))
                    .orElseThrow();
                best.stops.add(r.from());
                best.stops.add(r.to());
                if (best.dir == Direction.IDLE) best.dir = r.from() >= best.floor ? Direction.UP : Direction.DOWN;
                assigned.computeIfAbsent(best.id, k -> new ArrayList<>()).add(r);
                System.out.printf("t=%02d request %d->%d (%s) assigned to %s (cost %d)%n",
                    t, r.from(), r.to(), r.dir(), best.id, best.cost(r));
            }
            for (Elevator e : cars) e.step(t);
        }
        for (Elevator e : cars) {
            System.out.println("--- " + e.id + " ended at floor " + e.floor + " after moving " + e.moved + " floors");
            e.log.forEach(System.out::println);
        }
        assigned.forEach((k, v) -> System.out.println(k + ": " + v.stream().map(r -> r.from() + "->" + r.to()).collect(Collectors.joining(", "))));
        int total = cars.stream().mapToInt(e -> e.moved).sum();
        System.out.println("total floors moved: " + total + ", average per request: " + String.format("%.2f", total / 6.0));
        EnumMap<Direction, Long> dirs = Stream.of(new Request(0, 3, 7), new Request(1, 9, 2), new Request(2, 5, 6))
            .collect(Collectors.groupingBy(Request::dir, () -> new EnumMap<>(Direction.class), Collectors.counting()));
        System.out.println(dirs);
    }
}
