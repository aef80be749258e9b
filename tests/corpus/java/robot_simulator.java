// features: program, enum_declaration, switch_statement, switch_expression, class_declaration, for_statement, interface_declaration
import java.util.*;

public class RobotSimulator {
    enum Direction {
        NORTH, EAST, SOUTH, WEST;

        Direction right() { return values()[(ordinal() + 1) % 4]; }
        Direction left() { return values()[(ordinal() + 3) % 4]; }
    }

    interface Positioned {
        int x();
        int y();
        default int manhattan() { return Math.abs(x()) + Math.abs(y()); }
    }

    static class Robot implements Positioned {
        private int x, y;
        private Direction facing;
        private final List<String> log = new ArrayList<>();

        Robot(int x, int y, Direction facing) {
            this.x = x;
            this.y = y;
            this.facing = facing;
        }

        public int x() { return x; }
        public int y() { return y; }

        void advance() {
            switch (facing) {
                case NORTH: y++; break;
                case SOUTH: y--; break;
                case EAST: x++; break;
                case WEST: x--; break;
            }
        }

        void simulate(String instructions) {
            for (char c : instructions.toCharArray()) {
                switch (c) {
                    case 'R' -> facing = facing.right();
                    case 'L' -> facing = facing.left();
                    case 'A' -> advance();
                    default -> throw new IllegalArgumentException("Invalid instruction: " + c);
                }
                log.add(String.valueOf(c));
            }
        }

        @Override
        public String toString() {
            return "Robot(" + x + ", " + y + ", " + facing + ")";
        }
    }

    public static void main(String[] args) {
        Robot r = new Robot(0, 0, Direction.NORTH);
        System.out.println(r);
        for (Direction d : Direction.values()) {
            System.out.println(d + " right=" + d.right() + " left=" + d.left());
        }
        Object[][] cases = {
            {0, 0, Direction.NORTH, "A"}, {0, 0, Direction.SOUTH, "A"}, {0, 0, Direction.EAST, "A"},
            {0, 0, Direction.WEST, "A"}, {7, 3, Direction.NORTH, "RAALAL"}, {0, 0, Direction.NORTH, "LAAARALA"},
            {2, -7, Direction.EAST, "RRAAAAALA"}, {8, 4, Direction.SOUTH, "LAAARRRALLLL"}};
        for (Object[] c : cases) {
            Robot robot = new Robot((Integer) c[0], (Integer) c[1], (Direction) c[2]);
            robot.simulate((String) c[3]);
            String where = switch (robot.facing) {
                case NORTH, SOUTH -> "vertical";
                case EAST, WEST -> "horizontal";
            };
            System.out.printf("%-12s -> %s %s dist=%d steps=%d%n", c[3], robot, where, robot.manhattan(), robot.log.size());
        }
        try {
            new Robot(0, 0, Direction.NORTH).simulate("AAX");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Map<Direction, Integer> counts = new EnumMap<>(Direction.class);
        for (char c : "RRLARLLLRA".toCharArray()) {
            Direction d = c == 'R' ? Direction.EAST : c == 'L' ? Direction.WEST : Direction.NORTH;
            counts.merge(d, 1, Integer::sum);
        }
        System.out.println(counts);
        System.out.println(Direction.valueOf("SOUTH").compareTo(Direction.EAST));
    }
}
