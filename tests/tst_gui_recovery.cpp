// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and recovery: a board with unsaved changes has a recovery copy
// every 20 edits and every minute; after a crash (a real SIGKILL of the program) the next
// start offers it, and restoring gives the edited board, modified, saved where it belongs.
#include "boarddocument.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "recoveryautosave.h"
#include "recoverydialog.h"
#include "recoverystore.h"

#include <QAbstractButton>
#include <QApplication>
#include <QJsonDocument>
#include <QLabel>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace ml;

class TestGuiRecovery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void copyEveryTwentyEdits();
    void copyEveryInterval();
    void savingOrUndoingRemovesTheCopy();
    void restoreOpensTheBoardModified();
    void discardAndLater();
    void killedProgramIsRecovered();

private:
    // Clicks `button` in the recovery dialog once it is up; the dialog's text goes to m_text.
    void answerRecovery(const char *button);
    static bool placeApart(BoardDocument &doc, int i)
    {
        return doc.placeTile(QStringLiteral("L"), {10 + 2 * i, 10}, 1);
    }
    static QString saveNewBoard(const QString &path);
    QString m_text;
    bool m_asked = false;
    mltest::ModalAnswerer m_recovery;
};

void TestGuiRecovery::initTestCase()
{
    // Every store below has a temporary folder; test mode keeps the rest (language, recent
    // files) out of the user's settings too.
    mltest::useTestSettings();
}

QString TestGuiRecovery::saveNewBoard(const QString &path)
{
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QString error;
    return doc.save(path, &error) ? QString() : error;
}

void TestGuiRecovery::copyEveryTwentyEdits()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    RecoveryStore store(dir.path());
    RecoveryAutosave autosave(&doc, &store);
    for (int i = 0; i < RecoveryAutosave::kEditsPerCopy - 1; ++i)
        QVERIFY(placeApart(doc, i));
    QVERIFY(!QFileInfo::exists(store.copyPath()));
    QVERIFY(placeApart(doc, 19));
    QVERIFY(QFileInfo::exists(store.copyPath()));
    QCOMPARE(RecoveryStore(dir.path()).leftBehind().size(), 0); // ours, and we run
    QFile f(store.copyPath());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject copy = QJsonDocument::fromJson(f.readAll()).object();
    // The board is kept as its text, so that its keys keep their order.
    const QByteArray text = copy.value(QLatin1String("boardText")).toString().toUtf8();
    QCOMPARE(text, doc.serialize());
    QCOMPARE(doc.tiles().size(), 21);
}

void TestGuiRecovery::copyEveryInterval()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    RecoveryStore store(dir.path());
    RecoveryAutosave autosave(&doc, &store);
    QCOMPARE(RecoveryAutosave::kIntervalMs, 60 * 1000);
    autosave.setInterval(100);
    QTest::qWait(300);
    QVERIFY(!QFileInfo::exists(store.copyPath())); // nothing unsaved, nothing written
    QVERIFY(placeApart(doc, 0));
    QTRY_VERIFY(QFileInfo::exists(store.copyPath()));
    const QDateTime first = QFileInfo(store.copyPath()).lastModified();
    // Nothing changed since: no new copy.
    QTest::qWait(300);
    QCOMPARE(QFileInfo(store.copyPath()).lastModified(), first);
    QVERIFY(placeApart(doc, 1));
    QTRY_VERIFY(QFileInfo(store.copyPath()).lastModified() > first);
    QFile f(store.copyPath());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject copy = QJsonDocument::fromJson(f.readAll()).object();
    // The board is kept as its text, so that its keys keep their order.
    const QByteArray text = copy.value(QLatin1String("boardText")).toString().toUtf8();
    QCOMPARE(text, doc.serialize());
}

void TestGuiRecovery::savingOrUndoingRemovesTheCopy()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    RecoveryStore store(dir.path() + QStringLiteral("/recovery"));
    RecoveryAutosave autosave(&doc, &store);
    QVERIFY(placeApart(doc, 0));
    QVERIFY(autosave.writeNow());
    QVERIFY(QFileInfo::exists(store.copyPath()));
    QString error;
    QVERIFY2(doc.save(dir.filePath(QStringLiteral("b.meeple")), &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(store.copyPath()));

    QVERIFY(placeApart(doc, 1));
    QVERIFY(autosave.writeNow());
    QVERIFY(QFileInfo::exists(store.copyPath()));
    doc.undoStack()->undo(); // back to the saved board
    QVERIFY(!doc.isModified());
    QVERIFY(!QFileInfo::exists(store.copyPath()));
    QVERIFY(QDir(store.folder()).entryList(QDir::Files).isEmpty());
}

void TestGuiRecovery::answerRecovery(const char *button)
{
    m_asked = false;
    m_text.clear();
    const auto isRecovery = [](QWidget *w) { return w->objectName() == u"recoveryDialog"; };
    m_recovery.expect(
        QStringLiteral("the recovery dialog"), isRecovery, [this, button](QWidget *modal) {
            m_asked = true;
            if (auto *text = modal->findChild<QLabel *>(QStringLiteral("recoveryText")))
                m_text = text->text();
            auto *b = modal->findChild<QAbstractButton *>(QLatin1String(button));
            QVERIFY(b);
            b->click();
        });
}

void TestGuiRecovery::restoreOpensTheBoardModified()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString original = dir.filePath(QStringLiteral("mine.meeple"));
    QCOMPARE(saveNewBoard(original), QString());
    const QString folder = dir.filePath(QStringLiteral("recovery"));
    QJsonObject edited;
    {
        BoardDocument doc;
        FileError e;
        QVERIFY(doc.loadFile(original, &e));
        QVERIFY(placeApart(doc, 0));
        QVERIFY(placeApart(doc, 1));
        edited = doc.json();
        RecoveryStore crashed(folder);
        QString error;
        QVERIFY(crashed.write(edited, original, &error));
    }

    MainWindow window;
    window.languages()->setLanguage(QStringLiteral("en"));
    window.openFile(MainWindow::examplePath());
    window.show();
    RecoveryStore store(folder);
    RecoveryAutosave autosave(window.document(), &store);
    answerRecovery("restoreButton");
    QVERIFY(RecoveryDialog::offer(window, store, autosave));
    QVERIFY(m_asked);
    QVERIFY2(m_text.contains(original), qPrintable(m_text));
    QCOMPARE(window.document()->json(), edited);
    QVERIFY(window.document()->isModified());
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.document()->fileName(), original);
    // The copy restored is now this program's own copy, not one left behind.
    QVERIFY(store.leftBehind().isEmpty());
    QVERIFY(QFileInfo::exists(store.copyPath()));
    // Save goes where the board came from.
    QVERIFY(window.save());
    QFile f(original);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(f.readAll()).object(), edited);
    QVERIFY(!QFileInfo::exists(store.copyPath()));
}

void TestGuiRecovery::discardAndLater()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("recovery"));
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QVERIFY(placeApart(doc, 0));
    QString copy;
    {
        RecoveryStore crashed(folder);
        QString error;
        QVERIFY(crashed.write(doc.json(), QString(), &error)); // never saved: no file
        copy = crashed.copyPath();
    }
    MainWindow window;
    window.languages()->setLanguage(QStringLiteral("en"));
    window.openFile(MainWindow::examplePath());
    const QByteArray shown = window.document()->serialize();
    RecoveryStore store(folder);
    RecoveryAutosave autosave(window.document(), &store);

    answerRecovery("laterButton");
    QVERIFY(!RecoveryDialog::offer(window, store, autosave));
    QVERIFY(m_asked);
    QVERIFY2(m_text.contains(QLatin1String("never saved")), qPrintable(m_text));
    QVERIFY(QFileInfo::exists(copy)); // asked again next time
    QCOMPARE(window.document()->serialize(), shown);

    answerRecovery("discardButton");
    QVERIFY(!RecoveryDialog::offer(window, store, autosave));
    QVERIFY(m_asked);
    QVERIFY(!QFileInfo::exists(copy));
    QCOMPARE(window.document()->serialize(), shown);
    QVERIFY(!window.document()->isModified());

    // Nothing left: no question at all.
    m_asked = false;
    QVERIFY(!RecoveryDialog::offer(window, store, autosave));
    QVERIFY(!m_asked);
}

void TestGuiRecovery::killedProgramIsRecovered()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString original = home.filePath(QStringLiteral("mine.meeple"));
    QCOMPARE(saveNewBoard(original), QString());
    QFile originalFile(original);
    QVERIFY(originalFile.open(QIODevice::ReadOnly));
    const QByteArray originalBytes = originalFile.readAll();
    originalFile.close();

    // The real program, with a HOME of its own: its settings and recovery copies go there.
    QProcess program;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    program.setProcessEnvironment(env);
    program.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    program.start(QStringLiteral(MEEPLELAB_RECOVERY_CHILD), {original});
    QVERIFY2(program.waitForStarted(10000), qPrintable(program.errorString()));
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += program.readAllStandardOutput()).contains('\n'), 30000);
    const QString marker = QStringLiteral("recovery folder: ");
    QString folder = QString::fromUtf8(out).trimmed();
    QVERIFY2(folder.startsWith(marker), out.constData());
    folder = folder.mid(marker.size());
    QVERIFY2(folder.startsWith(home.filePath(QStringLiteral("data"))), qPrintable(folder));
    QTRY_VERIFY_WITH_TIMEOUT(
        !QDir(folder).entryList({QStringLiteral("*.recovery")}, QDir::Files).isEmpty(), 20000);
    QCOMPARE(program.state(), QProcess::Running);

    program.kill(); // SIGKILL: no clean-up of any kind runs
    QVERIFY(program.waitForFinished(10000));
    QCOMPARE(program.exitStatus(), QProcess::CrashExit);
    // What a crash leaves: the copy, its lock (naming a process that is gone), and the file
    // on disk as it was.
    QCOMPARE(QDir(folder).entryList({QStringLiteral("*.recovery")}, QDir::Files).size(), 1);
    QCOMPARE(QDir(folder).entryList({QStringLiteral("*.lock")}, QDir::Files).size(), 1);
    QVERIFY(originalFile.open(QIODevice::ReadOnly));
    QCOMPARE(originalFile.readAll(), originalBytes);
    originalFile.close();

    // The next start: the window, then the offer AppStartup makes.
    MainWindow window;
    window.languages()->setLanguage(QStringLiteral("en"));
    window.openFile(MainWindow::examplePath());
    window.show();
    RecoveryStore store(folder);
    RecoveryAutosave autosave(window.document(), &store);
    answerRecovery("restoreButton");
    QVERIFY(RecoveryDialog::offer(window, store, autosave));
    QVERIFY(m_asked);
    BoardDocument *doc = window.document();
    QVERIFY(doc->isModified());
    QCOMPARE(doc->fileName(), original);
    QCOMPARE(doc->tiles().size(), 1 + RecoveryAutosave::kEditsPerCopy);
    for (int i = 0; i < RecoveryAutosave::kEditsPerCopy; ++i)
        QCOMPARE(doc->tiles().at(i + 1).toObject().value(QLatin1String("at")).toArray(),
                 (QJsonArray{10 + 2 * i, 10}));
    QVERIFY(QDir(folder).entryList({QStringLiteral("*.lock")}, QDir::Files).size() == 1); // ours
    QVERIFY(store.leftBehind().isEmpty());
}

QTEST_MAIN(TestGuiRecovery)
#include "tst_gui_recovery.moc"
