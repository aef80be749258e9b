package app;

import app.model.Circle;
import app.model.*;
import app.util.Counter;
import static app.util.Counter.describe;

public class Main {
    static int runs = 0;

    public static void main(String[] args) {
        runs++;
        Shape[] shapes = {new Circle(2), new Rect(3, 4), new Circle(1)};
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.name() + " area " + String.format("%.2f", s.area()));
            total += s.area();
        }
        System.out.println("total " + String.format("%.2f", total));
        // same package, no import
        Registry reg = new Registry();
        reg.add("circle");
        reg.add("rect");
        System.out.println("registered " + reg.size());
        // classes referencing each other (Tree <-> Node)
        Tree t = new Tree();
        t.insert(5);
        t.insert(3);
        t.insert(8);
        System.out.println("tree size " + t.size() + ", sum " + t.sum());
        System.out.println(describe(Counter.next()));
        System.out.println(describe(Counter.next()));
        System.out.println("runs " + runs + ", circles made " + Circle.made);
    }
}
