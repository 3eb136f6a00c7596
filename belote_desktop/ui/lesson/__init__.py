"""The guided deal at the table (issue 37): the lesson's panel, its words, and the driver that plays a
``lesson.Lesson`` through the window's controller. Imported when a lesson is first wanted (Help > Learn to
play, the first start's offer: ``ui.window_lesson``), not at start-up."""
