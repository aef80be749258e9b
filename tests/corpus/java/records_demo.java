// features: program, record_declaration, instanceof_expression, array_list, hash_map, object_methods
import java.util.*;

public class Records {
    record Point(int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException("negative x");
        }
        int manhattan() { return Math.abs(x) + Math.abs(y); }
        Point plus(Point o) { return new Point(x + o.x(), y + o.y); }
    }

    record Named(String name, double score) {}

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(1, -2);
        System.out.println(p + " " + q + " " + p.plus(q));
        System.out.println(p.x() + " " + p.y() + " " + p.manhattan());
        System.out.println(p.equals(new Point(3, 4)) + " " + p.equals(q));
        List<Named> people = new ArrayList<>();
        people.add(new Named("ann", 91.5));
        people.add(new Named("ben", 78.25));
        System.out.println(people);
        Object o = p;
        if (o instanceof Point pt) {
            System.out.println("a point with x=" + pt.x());
        }
        try {
            new Point(-1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
    }
}
