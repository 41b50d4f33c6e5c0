// SPDX-License-Identifier: GPL-3.0-or-later
// Save as and Export through their real dialogs: a name typed without its
// suffix gets it before the dialog checks for an existing file, so replacing one is asked
// first; both dialogs start in the board's folder.
#include "boarddocument.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>

using namespace ml;

class TestGuiSaveAs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void bareNameAsksBeforeReplacing_data();
    void bareNameAsksBeforeReplacing();
    void bareNameGetsTheSuffix();
    void exportSuffixFollowsTheFilter();
    void exportAsksBeforeReplacing();

private:
    // Runs `act` on the next modal widget `match` accepts (modal dialogs block the test).
    void whenModal(const std::function<bool(QWidget *)> &match,
                   const std::function<void(QWidget *)> &act);
    // Opens Save as, types `name` and accepts; `then` runs once that returns (the dialog may
    // still be open when a question was answered No).
    void saveAs(const QString &name, const std::function<void(QFileDialog *)> &then);
    void exportAs(const QString &filter, const QString &name,
                  const std::function<void(QFileDialog *)> &then);
    static QByteArray contents(const QString &path);

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_current; // the board's own file, in m_dir
    bool m_done = false;
    QString m_dialogFolder;
    QString m_question; // the text of the overwrite question, if one came
};

void TestGuiSaveAs::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiSaveAs::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_current = m_dir->filePath(QStringLiteral("current.meeple"));
    {
        BoardDocument doc;
        doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
        QString error;
        QVERIFY2(doc.save(m_current, &error), qPrintable(error));
    }
    m_window = mltest::newWindow(QStringLiteral("en"));
    QVERIFY(m_window->openFile(m_current));
    BoardDocument *doc = m_window->document();
    QVERIFY(doc->placeTile(QStringLiteral("L"), {10, 10}, 1));
    QVERIFY(doc->isModified());
    QVERIFY(mltest::showWindow(*m_window));
    m_done = false;
    m_dialogFolder.clear();
    m_question.clear();
}

void TestGuiSaveAs::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

QByteArray TestGuiSaveAs::contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void TestGuiSaveAs::whenModal(const std::function<bool(QWidget *)> &match,
                              const std::function<void(QWidget *)> &act)
{
    // Owned by the test function's window, so that a watcher nothing answered ends with it.
    auto *timer = new QTimer(m_window.get());
    timer->setInterval(20);
    connect(timer, &QTimer::timeout, this, [timer, match, act] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || !match(modal)) return;
        timer->stop();
        timer->deleteLater();
        act(modal);
    });
    timer->start();
}

// Types `name` into the dialog's name field as a user does, with the field focused: Qt's
// dialog keeps the file it proposed (the board's own) selected in the list unless the name is
// typed into the focused field, and accept() would then save to that file.
static void typeName(QFileDialog *files, const QString &name)
{
    files->activateWindow();
    QTRY_VERIFY(files->isActiveWindow());
    auto *edit = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(edit);
    edit->setFocus();
    QTRY_VERIFY(edit->hasFocus());
    edit->setText(name);
}

// The question QFileDialog asks before replacing a file: a message box with Yes and No.
static bool isQuestion(QWidget *w)
{
    auto *box = qobject_cast<QMessageBox *>(w);
    return box && box->button(QMessageBox::Yes) && box->button(QMessageBox::No);
}

void TestGuiSaveAs::saveAs(const QString &name, const std::function<void(QFileDialog *)> &then)
{
    whenModal([](QWidget *w) { return qobject_cast<QFileDialog *>(w) != nullptr; },
              [this, name, then](QWidget *w) {
                  auto *files = qobject_cast<QFileDialog *>(w);
                  QVERIFY(files);
                  m_dialogFolder = files->directory().absolutePath();
                  typeName(files, name);
                  if (QTest::currentTestFailed()) {
                      static_cast<QDialog *>(files)->reject(); // fail now, not at the time limit
                      return;
                  }
                  static_cast<QDialog *>(files)->accept(); // as Return in the name field
                  then(files);
                  m_done = true;
              });
    m_window->findChild<QAction *>(QStringLiteral("actionSaveAs"))->trigger();
}

void TestGuiSaveAs::bareNameAsksBeforeReplacing_data()
{
    QTest::addColumn<bool>("replace");
    QTest::newRow("No keeps the file") << false;
    QTest::newRow("Yes replaces it") << true;
}

void TestGuiSaveAs::bareNameAsksBeforeReplacing()
{
    QFETCH(bool, replace);
    const QString existing = m_dir->filePath(QStringLiteral("name.meeple"));
    {
        QFile f(existing);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"a board\": \"the user keeps\"}\n");
    }
    const QByteArray before = contents(existing);

    // The question comes while accept() runs, inside the file dialog (trigger() returns only
    // when all is over, so every answer is set up first).
    whenModal(isQuestion, [this, replace](QWidget *w) {
        auto *box = qobject_cast<QMessageBox *>(w);
        m_question = box->text();
        box->button(replace ? QMessageBox::Yes : QMessageBox::No)->click();
        if (!replace) {
            // No: the file dialog stays open for another name; the user gives up.
            whenModal([](QWidget *d) { return qobject_cast<QFileDialog *>(d) != nullptr; },
                      [](QWidget *d) { static_cast<QDialog *>(d)->reject(); });
        }
    });
    saveAs(QStringLiteral("name"), [](QFileDialog *) {});
    QTRY_VERIFY(m_done);
    QTRY_VERIFY(!QApplication::activeModalWidget());

    QCOMPARE(m_dialogFolder, QFileInfo(m_current).absolutePath()); // the board's folder
    QVERIFY2(m_question.contains(QLatin1String("name.meeple")), qPrintable(m_question));
    if (replace) {
        QCOMPARE(contents(existing), m_window->document()->serialize());
        QVERIFY(!m_window->document()->isModified());
        QCOMPARE(m_window->document()->fileName(), existing);
    } else {
        QCOMPARE(contents(existing), before);
        QVERIFY(m_window->document()->isModified());
        QCOMPARE(m_window->document()->fileName(), m_current);
    }
}

void TestGuiSaveAs::bareNameGetsTheSuffix()
{
    // No file of that name: no question, and the suffix is there.
    whenModal(isQuestion, [this](QWidget *w) {
        m_question = qobject_cast<QMessageBox *>(w)->text();
        w->close();
    });
    saveAs(QStringLiteral("fresh"), [](QFileDialog *) {});
    QTRY_VERIFY(m_done);
    const QString path = m_dir->filePath(QStringLiteral("fresh.meeple"));
    QTRY_COMPARE(m_window->document()->fileName(), path);
    QCOMPARE(contents(path), m_window->document()->serialize());
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("fresh"))));
    QVERIFY(m_question.isEmpty());
}

void TestGuiSaveAs::exportAs(const QString &filter, const QString &name,
                             const std::function<void(QFileDialog *)> &then)
{
    // First the picture options, then the file dialog.
    whenModal([](QWidget *w) { return !qobject_cast<QFileDialog *>(w); },
              [this, filter, name, then](QWidget *options) {
                  whenModal([](QWidget *w) { return qobject_cast<QFileDialog *>(w) != nullptr; },
                            [this, filter, name, then](QWidget *w) {
                                auto *files = qobject_cast<QFileDialog *>(w);
                                QVERIFY(files);
                                m_dialogFolder = files->directory().absolutePath();
                                // The filter is chosen as the user would, in the dialog's type box.
                                auto *types =
                                    files->findChild<QComboBox *>(QStringLiteral("fileTypeCombo"));
                                QVERIFY(types);
                                const int index = types->findText(filter);
                                QVERIFY2(index >= 0, qPrintable(filter));
                                while (types->currentIndex() < index)
                                    QTest::keyClick(types, Qt::Key_Down);
                                typeName(files, name);
                                if (QTest::currentTestFailed()) {
                                    static_cast<QDialog *>(files)->reject();
                                    return;
                                }
                                static_cast<QDialog *>(files)->accept();
                                then(files);
                                m_done = true;
                            });
                  auto *buttons = options->findChild<QDialogButtonBox *>();
                  QVERIFY(buttons);
                  buttons->button(QDialogButtonBox::Ok)->click();
              });
    m_window->findChild<QAction *>(QStringLiteral("actionExport"))->trigger();
}

void TestGuiSaveAs::exportSuffixFollowsTheFilter()
{
    exportAs(QStringLiteral("SVG drawing (*.svg)"), QStringLiteral("picture"),
             [](QFileDialog *) {});
    QTRY_VERIFY(m_done);
    const QString svg = m_dir->filePath(QStringLiteral("picture.svg"));
    QTRY_VERIFY2(QFileInfo::exists(svg),
                 qPrintable(QDir(m_dir->path()).entryList(QDir::Files).join(QLatin1Char(' '))));
    QVERIFY(contents(svg).contains("<svg"));
    QCOMPARE(m_dialogFolder, QFileInfo(m_current).absolutePath());
}

void TestGuiSaveAs::exportAsksBeforeReplacing()
{
    const QString png = m_dir->filePath(QStringLiteral("picture.png"));
    {
        QFile f(png);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("an older picture");
    }
    whenModal(isQuestion, [this](QWidget *w) {
        auto *box = qobject_cast<QMessageBox *>(w);
        m_question = box->text();
        box->button(QMessageBox::No)->click();
        whenModal([](QWidget *d) { return qobject_cast<QFileDialog *>(d) != nullptr; },
                  [](QWidget *d) { static_cast<QDialog *>(d)->reject(); });
    });
    exportAs(QStringLiteral("PNG image (*.png)"), QStringLiteral("picture"), [](QFileDialog *) {});
    QTRY_VERIFY(m_done);
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QVERIFY2(m_question.contains(QLatin1String("picture.png")), qPrintable(m_question));
    QCOMPARE(contents(png), QByteArray("an older picture"));
}

QTEST_MAIN(TestGuiSaveAs)
#include "tst_gui_saveas.moc"
