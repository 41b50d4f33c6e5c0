// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI tests' shared helpers (tests/support/gui): the dialog answerer must answer a dialog
// that comes late and, when none comes, fail within its deadline instead of hanging.
#include "guiwindow.h"
#include "modalanswerer.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using mltest::ModalAnswerer;

class TestGuiSupport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void answersADialogThatComesLate();
    void failsWithinItsDeadlineWhenNoDialogComes();
    void closesAnotherDialogThatStandsInTheWay();
    void answersOnlyOnce();
};

// A question box as the program asks one, in exec(): the caller waits until it is closed.
static QMessageBox::StandardButton ask(const QString &title)
{
    QMessageBox box(QMessageBox::Question, title, u"Replace the board?"_s,
                    QMessageBox::Yes | QMessageBox::No);
    return QMessageBox::StandardButton(box.exec());
}

void TestGuiSupport::answersADialogThatComesLate()
{
    ModalAnswerer answerer;
    answerer.expect<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); });
    // The box comes after the event loop has run for a while: a look at singleShot(0) time
    // finds nothing yet.
    QVERIFY(!QApplication::activeModalWidget());
    QMessageBox::StandardButton given = QMessageBox::NoButton;
    QTimer::singleShot(300, this, [&given] { given = ask(u"Late question"_s); });
    QVERIFY2(answerer.wait(), qPrintable(answerer.failure()));
    QVERIFY(answerer.isAnswered());
    QVERIFY(answerer.failure().isEmpty());
    QTRY_COMPARE(given, QMessageBox::Yes);
}

void TestGuiSupport::failsWithinItsDeadlineWhenNoDialogComes()
{
    ModalAnswerer answerer;
    bool answered = false;
    QElapsedTimer clock;
    clock.start();
    answerer.expect<QMessageBox>([&answered](QMessageBox *) { answered = true; }, 300);
    QVERIFY(answerer.isWatching());
    QVERIFY(!answerer.wait());
    const qint64 took = clock.elapsed();
    QVERIFY2(took >= 300 && took < 3000, qPrintable(u"gave up after %1 ms"_s.arg(took)));
    QVERIFY(!answered);
    QVERIFY(!answerer.isWatching());
    QCOMPARE(answerer.failure(), u"QMessageBox did not come within 300 ms"_s);
}

void TestGuiSupport::closesAnotherDialogThatStandsInTheWay()
{
    // The test awaits one dialog and the code under test opens another: without the answerer
    // closing it, exec() below would wait for a click until the test's time limit.
    ModalAnswerer answerer;
    answerer.expect(
        u"the puzzle author dialog"_s,
        [](QWidget *w) { return w->objectName() == u"puzzleAuthorDialog"; }, [](QWidget *) {}, 300);
    QElapsedTimer clock;
    clock.start();
    const QMessageBox::StandardButton given = ask(u"Unexpected question"_s);
    const qint64 took = clock.elapsed();
    QVERIFY2(took < 3000, qPrintable(u"the stray box stayed %1 ms"_s.arg(took)));
    QVERIFY(given != QMessageBox::Yes);
    QVERIFY(!answerer.isAnswered());
    QCOMPARE(answerer.failure(), u"the puzzle author dialog did not come within 300 ms; closed "
                                 u"the QMessageBox \"Unexpected question\" that came instead"_s);
}

void TestGuiSupport::answersOnlyOnce()
{
    // One arming answers one dialog: the second box gets the second answer, not the first.
    ModalAnswerer answerer;
    int answers = 0;
    answerer.expect<QMessageBox>([&answers](QMessageBox *box) {
        ++answers;
        box->button(QMessageBox::No)->click();
    });
    QCOMPARE(ask(u"First"_s), QMessageBox::No);
    QVERIFY(answerer.wait());
    answerer.expect<QMessageBox>(
        [&answers](QMessageBox *box) {
            answers += 10;
            box->button(QMessageBox::Yes)->click();
        },
        2000);
    QCOMPARE(ask(u"Second"_s), QMessageBox::Yes);
    QVERIFY(answerer.wait());
    QCOMPARE(answers, 11);
}

QTEST_MAIN(TestGuiSupport)
#include "tst_gui_support.moc"
