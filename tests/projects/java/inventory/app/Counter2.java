package app;

class Counter2 {
    static int count = 0;

    static void bump() {
        count++;
    }
}
