// SPDX-License-Identifier: GPL-3.0-or-later
// Texts from a file are plain text in every widget. A board whose every text field holds an
// <img src=...> naming a probe file, a <script>, '&', ']]>' and a tab is opened in the real
// window in each job, with the puzzle library on a collection titled the same way and the
// message box of a refused file. Three checks, each of which failed before labels were made
// plain:
//  - no widget opens the probe file (inotify reports every open of it);
//  - every QLabel is plain text, unless it carries the program's own markup, and then the
//    file's tags reach it only escaped;
//  - the question and title are shown, tags and all, as the author wrote them.
#include "boarddocument.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "plaintext.h"
#include "puzzlelibrarydialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

#include <sys/inotify.h>
#include <unistd.h>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// Every open or read of the files in one folder, as the kernel sees them: a label that loads
// an image opens it, whatever Qt class does the loading.
class AccessProbe
{
public:
    explicit AccessProbe(const QString &folder)
    {
        m_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd >= 0)
            m_watch =
                inotify_add_watch(m_fd, QFile::encodeName(folder).constData(), IN_OPEN | IN_ACCESS);
    }
    ~AccessProbe()
    {
        if (m_fd >= 0) ::close(m_fd);
    }
    bool isValid() const { return m_fd >= 0 && m_watch >= 0; }
    // The names of the files opened or read since the last call.
    QStringList touched()
    {
        QStringList names;
        alignas(inotify_event) char buffer[8192];
        for (;;) {
            const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            if (n <= 0) break;
            for (ssize_t at = 0; at < n;) {
                const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
                if (event->len > 0) names << QString::fromLocal8Bit(event->name);
                at += ssize_t(sizeof(inotify_event) + event->len);
            }
        }
        return names;
    }

private:
    int m_fd = -1;
    int m_watch = -1;
};

// Lays out and paints every label and view, as showing them would: rich text is only turned
// into a document (and its images loaded) when a label is measured or drawn.
void renderAll(QWidget *top)
{
    QImage image(32, 32, QImage::Format_ARGB32);
    const QList<QWidget *> widgets = top->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (auto *label = qobject_cast<QLabel *>(w)) {
            label->sizeHint();
            label->heightForWidth(200);
        }
        QPainter painter(&image);
        w->render(&painter, {}, QRegion(0, 0, 32, 32), QWidget::DrawChildren);
    }
    top->grab();
}
} // namespace

class TestGuiPlainText : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_probe;      // a real picture: a label that took the text as HTML would load it
    QString m_hostile;    // the text every field holds
    QString m_board;      // the puzzle board with that text everywhere
    QString m_collection; // a folder with that board and a collection.json with that title
    QString m_openBoard;  // the same board without its puzzle: its scores are not secret
    std::unique_ptr<AccessProbe> m_access;
    std::unique_ptr<MainWindow> m_window;

    QString hostile(const QString &what) const { return what + u' ' + m_hostile; }
    QJsonObject both(const QString &what) const
    {
        return QJsonObject{{u"en"_s, hostile(what)}, {u"nl"_s, hostile(what)}};
    }
    // Every label under `top`: plain, or the program's own markup with no tag from the file.
    void verifyLabels(QWidget *top, const char *where)
    {
        const QList<QLabel *> labels = top->findChildren<QLabel *>();
        QVERIFY(!labels.isEmpty());
        for (const QLabel *label : labels) {
            const QString name =
                label->objectName().isEmpty()
                    ? QString::fromLatin1(label->parent()->metaObject()->className())
                    : label->objectName();
            if (hasOwnMarkup(label)) {
                QVERIFY2(!label->text().contains(u"<img"_s) &&
                             !label->text().contains(u"<script"_s),
                         qPrintable(u"%1: %2 has the file's tags unescaped: %3"_s.arg(
                             QLatin1String(where), name, label->text())));
                continue;
            }
            // Qt's own labels that never show a text (a message box's icon) are left as Qt
            // makes them.
            if (label->text().isEmpty() && label->objectName().startsWith(u"qt_"_s)) continue;
            QVERIFY2(label->textFormat() == Qt::PlainText,
                     qPrintable(u"%1: label %2 is not plain text (\"%3\")"_s.arg(
                         QLatin1String(where), name, label->text().left(80))));
        }
    }
    void verifyNothingLoaded(const char *where)
    {
        const QStringList touched = m_access->touched();
        QVERIFY2(!touched.contains(u"probe.png"_s),
                 qPrintable(u"%1: the probe file was opened"_s.arg(QLatin1String(where))));
    }
    bool anyLabelShows(QWidget *top, const QString &text) const
    {
        const QList<QLabel *> labels = top->findChildren<QLabel *>();
        return std::any_of(labels.begin(), labels.end(), [&](const QLabel *label) {
            return label->isVisibleTo(top) && label->text().contains(text) &&
                   label->textFormat() == Qt::PlainText;
        });
    }

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void solvingShowsTheQuestionAsWritten();
    void exploringAndEditingLoadNothing();
    void libraryShowsTheCollectionTitleAsWritten();
    void refusedFileSaysWhyInPlainText();
    void toolTipsOfTheScoreLogAreEscaped();
};

void TestGuiPlainText::initTestCase()
{
    mltest::useTestSettings();
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir(m_dir.path()).mkpath(u"probe"_s));
    m_probe = m_dir.filePath(u"probe/probe.png"_s);
    QImage picture(8, 8, QImage::Format_RGB32);
    picture.fill(Qt::red);
    QVERIFY(picture.save(m_probe));
    m_hostile = u"<img src=\"%1\"> <img src=\"file://%1\"> <script>alert(1)</script> "
                u"Tom & Jerry ]]> <b>bold</b>\tend"_s.arg(m_probe);

    // A bundled puzzle whose answer is known, with every text field replaced.
    QFile source(u":/puzzles/02-base-road-tie.meeple"_s);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject board = QJsonDocument::fromJson(source.readAll()).object();
    board[u"title"_s] = both(u"Title"_s);
    board[u"description"_s] = both(u"Description"_s);
    board[u"caption"_s] = both(u"Caption"_s);
    board[u"players"_s] =
        QJsonArray{QJsonObject{{u"id"_s, u"red"_s}, {u"name"_s, hostile(u"Red"_s)}},
                   QJsonObject{{u"id"_s, u"blue"_s}, {u"name"_s, hostile(u"Blue"_s)}}};
    QJsonObject puzzle = board[u"puzzle"_s].toObject();
    puzzle[u"question"_s] = both(u"Question"_s);
    puzzle[u"hints"_s] = QJsonArray{both(u"Hint"_s)};
    puzzle[u"explanation"_s] = both(u"Explanation"_s);
    board[u"puzzle"_s] = puzzle;
    QJsonArray annotations = board[u"annotations"_s].toArray();
    annotations.append(QJsonObject{
        {u"type"_s, u"label"_s}, {u"at"_s, QJsonArray{0.5, -1.0}}, {u"text"_s, both(u"Label"_s)}});
    board[u"annotations"_s] = annotations;

    m_collection = m_dir.filePath(u"collection"_s);
    QVERIFY(QDir(m_dir.path()).mkpath(u"collection"_s));
    m_board = m_collection + u"/hostile.meeple"_s;
    QFile out(m_board);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(board).toJson());
    out.close();
    board.remove(u"puzzle"_s);
    m_openBoard = m_dir.filePath(u"open.meeple"_s);
    QFile open(m_openBoard);
    QVERIFY(open.open(QIODevice::WriteOnly));
    open.write(QJsonDocument(board).toJson());
    open.close();
    QFile index(m_collection + u"/collection.json"_s);
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write(QJsonDocument(QJsonObject{{u"title"_s, both(u"Collection"_s)},
                                          {u"order"_s, QJsonArray{u"hostile.meeple"_s}}})
                    .toJson());
    index.close();

    m_access = std::make_unique<AccessProbe>(m_dir.filePath(u"probe"_s));
    QVERIFY(m_access->isValid());
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
    QVERIFY(m_window->openFile(m_board));
    m_access->touched(); // a probe that works: reading the file itself is seen
    QFile again(m_probe);
    QVERIFY(again.open(QIODevice::ReadOnly));
    again.readAll();
    QVERIFY(m_access->touched().contains(u"probe.png"_s));
}

void TestGuiPlainText::cleanupTestCase()
{
    m_window.reset();
}

void TestGuiPlainText::solvingShowsTheQuestionAsWritten()
{
    QCOMPARE(m_window->job(), JobLayout::Job::Solving);
    renderAll(m_window.get());
    verifyNothingLoaded("solving");
    verifyLabels(m_window.get(), "solving");
    QVERIFY(anyLabelShows(m_window.get(), hostile(u"Question"_s)));
    // The answer rows name the players: an '&' in a name is shown, not taken for a shortcut.
    auto *score = m_window->findChild<QWidget *>(u"score_red"_s);
    QVERIFY(score);
    const QLabel *name = nullptr;
    for (const QLabel *label : m_window->findChildren<QLabel *>())
        if (label->buddy() == score) name = label;
    QVERIFY(name);
    QCOMPARE(QString(name->text()).replace(u"&&"_s, u"&"_s), hostile(u"Red"_s));
    QVERIFY(QKeySequence::mnemonic(name->text()).isEmpty());
    // The first hint, and the explanation after Reveal, are file texts too.
    for (const char *button : {"hintButton", "revealButton"}) {
        auto *b = m_window->findChild<QAbstractButton *>(QString::fromLatin1(button));
        if (b && b->isEnabled()) QTest::mouseClick(b, Qt::LeftButton);
    }
    renderAll(m_window.get());
    verifyNothingLoaded("hint and reveal");
    verifyLabels(m_window.get(), "hint and reveal");
}

void TestGuiPlainText::exploringAndEditingLoadNothing()
{
    mltest::action(m_window.get(), "actionExplore")->trigger();
    QCOMPARE(m_window->job(), JobLayout::Job::Exploring);
    mltest::action(m_window.get(), "actionStepLast")->trigger();
    renderAll(m_window.get());
    verifyNothingLoaded("exploring");
    verifyLabels(m_window.get(), "exploring");

    QVERIFY(m_window->openFile(m_board));
    mltest::action(m_window.get(), "actionSelectTool")->trigger();
    renderAll(m_window.get());
    verifyNothingLoaded("editing");
    verifyLabels(m_window.get(), "editing");
    QVERIFY(m_window->windowTitle().contains(u"<script>"_s) ||
            anyLabelShows(m_window.get(), hostile(u"Title"_s)));
}

void TestGuiPlainText::libraryShowsTheCollectionTitleAsWritten()
{
    PuzzleLibraryDialog dialog(u"en"_s, m_window.get(), m_collection);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    renderAll(&dialog);
    verifyNothingLoaded("library");
    verifyLabels(&dialog, "library");
    QVERIFY(anyLabelShows(&dialog, hostile(u"Collection"_s)));
}

void TestGuiPlainText::refusedFileSaysWhyInPlainText()
{
    // A tile id the catalogue does not know: the refusal quotes it.
    QFile source(m_board);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject board = QJsonDocument::fromJson(source.readAll()).object();
    QJsonArray tiles = board[u"tiles"_s].toArray();
    QJsonObject first = tiles.first().toObject();
    first[u"tile"_s] = m_hostile;
    tiles[0] = first;
    board[u"tiles"_s] = tiles;
    const QString refused = m_dir.filePath(u"refused.meeple"_s);
    QFile out(refused);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(board).toJson());
    out.close();

    QVERIFY(!m_window->openFile(refused));
    auto *box = m_window->findChild<QMessageBox *>(u"loadErrorBox"_s);
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    renderAll(box);
    verifyNothingLoaded("refusal");
    verifyLabels(box, "refusal");
    box->close();
}

void TestGuiPlainText::toolTipsOfTheScoreLogAreEscaped()
{
    QVERIFY(m_window->openFile(m_openBoard));
    mltest::action(m_window.get(), "actionExplore")->trigger();
    mltest::action(m_window.get(), "actionStepLast")->trigger();
    int seen = 0;
    for (const QAbstractItemView *view : m_window->findChildren<QAbstractItemView *>()) {
        const QAbstractItemModel *model = view->model();
        if (!model) continue;
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            for (int r = 0; r < model->rowCount(parent); ++r)
                for (int c = 0; c < model->columnCount(parent); ++c) {
                    const QModelIndex i = model->index(r, c, parent);
                    const QString tip = i.data(Qt::ToolTipRole).toString();
                    if (tip.contains(u"Red"_s)) ++seen;
                    QVERIFY2(!Qt::mightBeRichText(tip) || !tip.contains(u"<img"_s),
                             qPrintable(u"a tool tip shows the file's tags: "_s + tip));
                    walk(i);
                }
        };
        walk({});
    }
    QVERIFY2(seen > 0, "no tool tip names a player: nothing was checked");
}

QTEST_MAIN(TestGuiPlainText)
#include "tst_gui_plaintext.moc"
