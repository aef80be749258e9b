// features: program, inheritance, super_method_call, constructor_chaining, abstract_class, instanceof_expression, cast_expression, static_members
public class Zoo {
    public static void main(String[] args) {
        Animal[] animals = {new Dog("Rex"), new Cat("Tom", 9), new Puppy("Bit"), new Dog("Ace")};
        for (Animal a : animals) {
            System.out.println(a.describe() + " says " + a.sound());
            if (a instanceof Cat) {
                Cat c = (Cat) a;
                System.out.println("  lives: " + c.lives);
            }
        }
        System.out.println("created " + Animal.created);
    }
}

abstract class Animal {
    static int created = 0;
    protected final String name;
    Animal(String name) {
        this.name = name;
        created++;
    }
    abstract String sound();
    String kind() { return "animal"; }
    String describe() { return kind() + " " + name; }
}

class Dog extends Animal {
    Dog(String name) { super(name); }
    String sound() { return "woof"; }
    String kind() { return "dog"; }
}

class Puppy extends Dog {
    Puppy(String name) { super(name + " jr"); }
    @Override String sound() { return super.sound() + "?"; }
    @Override String kind() { return "puppy (" + super.kind() + ")"; }
}

class Cat extends Animal {
    int lives;
    Cat(String name, int lives) {
        super(name);
        this.lives = lives;
    }
    String sound() { return "meow"; }
}
