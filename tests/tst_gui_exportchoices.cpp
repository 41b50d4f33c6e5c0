// SPDX-License-Identifier: GPL-3.0-or-later
// What an export keeps of the user's choices: the title typed for a board is offered again by
// its next export, in place of a step's title; the file is named after the board's title; and
// a step's tinted feature reaches an SVG as a vector path, not a bitmap.
#include "boarddocument.h"
#include "boardrenderer.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "exportdialog.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "pictureexports.h"
#include "savedialog.h"
#include "stepper.h"
#include "stepperdock.h"
#include "wikisnippet.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiExportChoices : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase() { mltest::settleThreads(); }
    void typedTitleIsOfferedAgainForThisBoard();
    void fileIsNamedAfterTheBoardsTitle();
    void boardWithoutTitleIsNeverNamedDocuments();
    void fileNamesAreMadeSafe();
    void stepSvgHasVectorTintsAndCoordinates();
    void pictureSettingsAreKeptWithTheBoard();
    void exportDialogSpeaksTheInterfacesLanguage_data();
    void exportDialogSpeaksTheInterfacesLanguage();

private:
    Stepper *stepper() const { return m_window->stepperDock()->stepper(); }
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    void goToScoring() { QVERIFY(mltest::exploreFirstScoring(*m_window)); }
    // Triggers `actionName`, answers the export dialog with `answer` (which may change the
    // title), then reads the file dialog's proposed name into *fileName and saves to `path`
    // (cancels when `path` is empty). *proposedTitle gets the title the dialog offered.
    void exportThrough(const char *actionName, const std::function<void(ExportDialog *)> &answer,
                       QString *proposedTitle, QString *fileName, const QString &path);

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_modal;
    QTemporaryDir m_dir;
};

void TestGuiExportChoices::initTestCase()
{
    mltest::useTestSettings();
    QVERIFY(m_dir.isValid());
}

void TestGuiExportChoices::init()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window));
}

void TestGuiExportChoices::cleanup()
{
    m_modal.stop();
    m_window.reset();
}

void TestGuiExportChoices::exportThrough(const char *actionName,
                                         const std::function<void(ExportDialog *)> &answer,
                                         QString *proposedTitle, QString *fileName,
                                         const QString &path)
{
    m_modal.expect<ExportDialog>([&](ExportDialog *options) {
        *proposedTitle = mltest::child<QLineEdit>(options, "pictureTitle")->text();
        if (answer) answer(options);
        m_modal.expect<QFileDialog>(
            [&](QFileDialog *files) { *fileName = mltest::answerFileDialog(files, path); });
        options->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    action(actionName)->trigger();
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
}

void TestGuiExportChoices::typedTitleIsOfferedAgainForThisBoard()
{
    goToScoring();
    const QString stepTitle = m_window->stepperDock()->titleText();
    QString proposed, name;
    const QString first = m_dir.filePath(u"typed-1.svg"_s);
    exportThrough(
        "actionExportStep",
        [](ExportDialog *options) {
            mltest::child<QLineEdit>(options, "pictureTitle")->setText(u"The mage's city"_s);
        },
        &proposed, &name, first);
    QCOMPARE(proposed, stepTitle);
    QVERIFY(QFile::exists(first));

    // Another step: its own title would be proposed, but the user's stays.
    stepper()->jumpTo(stepper()->current() + 1);
    QVERIFY(m_window->stepperDock()->titleText() != stepTitle);
    const QString second = m_dir.filePath(u"typed-2.svg"_s);
    exportThrough("actionExportStep", {}, &proposed, &name, second);
    QCOMPARE(proposed, u"The mage's city"_s);
    QFile svg(second);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray written = svg.readAll();
    QVERIFY2(written.contains("<title>The mage's city</title>"), written.left(600).constData());
    // File > Export picture and Export all steps offer it too.
    exportThrough("actionExport", {}, &proposed, &name, {});
    QCOMPARE(proposed, u"The mage's city"_s);
    exportThrough("actionExportAllSteps", {}, &proposed, &name, {});
    QCOMPARE(proposed, u"The mage's city"_s);

    // Another board has its own title; back on the first, the typed one is offered again.
    QVERIFY(m_window->openExample(u"mw-2-two-roads.meeple"_s));
    action("actionExplore")->trigger();
    QVERIFY(!m_window->explore()->isExploring());
    exportThrough("actionExport", {}, &proposed, &name, {});
    QVERIFY(proposed != u"The mage's city"_s);
    QVERIFY(!proposed.isEmpty());
    QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    exportThrough("actionExport", {}, &proposed, &name, {});
    QCOMPARE(proposed, u"The mage's city"_s);

    // Putting the proposal back forgets the typed title.
    goToScoring();
    exportThrough("actionExportStep",
                  [&](ExportDialog *options) {
                      mltest::child<QLineEdit>(options, "pictureTitle")->setText(stepTitle);
                  },
                  &proposed, &name, {});
    stepper()->jumpTo(stepper()->current() + 1);
    exportThrough("actionExportStep", {}, &proposed, &name, {});
    QCOMPARE(proposed, m_window->stepperDock()->titleText());
}

void TestGuiExportChoices::fileIsNamedAfterTheBoardsTitle()
{
    // A board saved as x.meeple whose title says what it is: the picture is named after the
    // title, with the characters a file name cannot hold left out.
    QFile example(u":/examples/mw-1-mage-in-a-city.meeple"_s);
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(example.readAll()).object();
    json.insert(u"title"_s,
                QJsonObject{{u"en"_s, u"Mage: a city?"_s}, {u"nl"_s, u"Tovenaar: een stad?"_s}});
    const QString path = m_dir.filePath(u"x.meeple"_s);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(json).toJson());
    out.close();
    QVERIFY(m_window->openFile(path));
    QString proposed, name;
    exportThrough("actionExport", {}, &proposed, &name, {});
    QCOMPARE(proposed, u"Mage: a city?"_s);
    QCOMPARE(name, u"Mage a city"_s);
    // In Explore too, where the picture's title is the step's.
    goToScoring();
    exportThrough("actionExportStep", {}, &proposed, &name, {});
    QCOMPARE(name, u"Mage a city"_s);
    exportThrough("actionExportAllSteps", {}, &proposed, &name, {});
    QCOMPARE(name, u"Mage a city"_s);
    // In Dutch, the Dutch title.
    action("actionLanguageNl")->trigger();
    exportThrough("actionExportPdf", {}, &proposed, &name, {});
    QCOMPARE(name, u"Tovenaar een stad"_s);
}

void TestGuiExportChoices::boardWithoutTitleIsNeverNamedDocuments()
{
    m_window->newBoard({u"base"_s}, u"C3"_s, 2);
    QString proposed, name;
    exportThrough("actionExport", {}, &proposed, &name, {});
    QVERIFY2(!name.isEmpty(), "no name proposed");
    QVERIFY2(name != u"Documents"_s, qPrintable(name));
    QCOMPARE(name, u"board"_s);
}

void TestGuiExportChoices::fileNamesAreMadeSafe()
{
    // "Mage & Witch: the mage in a big city".
    QCOMPARE(m_window->pictures()->proposedFileName(), u"Mage & Witch the mage in a big city"_s);
    QCOMPARE(SaveDialog::fileNameFrom(u"a/b\\c:d*e?f\"g<h>i|j"_s), u"a b c d e f g h i j"_s);
    QCOMPARE(SaveDialog::fileNameFrom(u"  ..hidden.  "_s), u"hidden"_s);
    QCOMPARE(SaveDialog::fileNameFrom(u"tab\there\nnewline"_s), u"tab here newline"_s);
    QCOMPARE(SaveDialog::fileNameFrom(u"Kudde: de wolf!"_s), u"Kudde de wolf!"_s);
    QCOMPARE(SaveDialog::fileNameFrom(u"..."_s), QString());
    QCOMPARE(SaveDialog::fileNameFrom(QString(300, u'x')).size(), 100);
    // A character outside the basic plane is not cut in half at the limit.
    const QString emoji = QString(99, u'x') + QString::fromUcs4(U"\U0001F411");
    QCOMPARE(SaveDialog::fileNameFrom(emoji), QString(99, u'x'));
}

// Game > Export this step as SVG: the scored city's tint is a path in the step's orange, the
// file holds no more bitmaps than the same board drawn without marks, and the coordinates are
// there at first, naming the columns as the step texts do.
void TestGuiExportChoices::stepSvgHasVectorTintsAndCoordinates()
{
    goToScoring();
    QVERIFY(!m_window->boardView()->stepMarks().segments.isEmpty());
    QString proposed, name;
    bool coordinatesTicked = false;
    const QString path = m_dir.filePath(u"step.svg"_s);
    exportThrough(
        "actionExportStep",
        [&](ExportDialog *options) {
            coordinatesTicked = mltest::child<QCheckBox>(options, "coordinates")->isChecked();
        },
        &proposed, &name, path);
    QVERIFY(coordinatesTicked);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());

    BoardRenderer bare;
    const PicturePage page = m_window->pictures()->currentPage(false);
    bare.setGame(page.game.get());
    const QString barePath = m_dir.filePath(u"bare.svg"_s);
    QVERIFY(bare.exportSvg(barePath));
    QFile bareFile(barePath);
    QVERIFY(bareFile.open(QIODevice::ReadOnly));
    const QString bareSvg = QString::fromUtf8(bareFile.readAll());
    QCOMPARE(svg.count(u"<image"_s), bareSvg.count(u"<image"_s));
    const QRegularExpression tint(
        u"<g fill=\"%1\" fill-opacity=\"0\\.4[0-9]*\"[^>]*>\\s*<path "_s.arg(
            BoardRenderer::stepMarkColour().name()));
    QVERIFY2(svg.contains(tint), qPrintable(svg.left(3000)));
    // The labels of the columns and rows the picture shows, as text.
    const CellNames &names = m_window->boardView()->cellNames();
    const Move &move = stepper()->boardFile()->moves().at(stepper()->currentStep().move);
    QVERIFY2(svg.contains(u">%1</text>"_s.arg(names.columnName(move.at.x))), qPrintable(svg));
    QVERIFY2(svg.contains(u">%1</text>"_s.arg(names.rowName(move.at.y))), qPrintable(svg));
}

QTEST_MAIN(TestGuiExportChoices)
#include "tst_gui_exportchoices.moc"

// File > Export picture with settings chosen in the dialog (transparent, 60 pixels a tile, no
// legend, no margin, the selected tile only): the PNG is made that way, the board keeps the
// settings as one undo step, and the next export offers them again.
void TestGuiExportChoices::pictureSettingsAreKeptWithTheBoard()
{
    QVERIFY(!m_window->document()->hasPictureSettings());
    const int undoBefore = m_window->document()->undoStack()->count();
    QString proposed, name;
    const QString path = m_dir.filePath(u"settings.png"_s);
    exportThrough(
        "actionExport",
        [](ExportDialog *options) {
            mltest::child<QCheckBox>(options, "transparent")->setChecked(true);
            mltest::child<QCheckBox>(options, "legendPlayers")->setChecked(false);
            mltest::child<QCheckBox>(options, "legendFigures")->setChecked(false);
            mltest::child<QCheckBox>(options, "legendMarks")->setChecked(false);
            // On at first, as in every export; taken off here, so the board keeps it off.
            QVERIFY(mltest::child<QCheckBox>(options, "playerMarks")->isChecked());
            mltest::child<QCheckBox>(options, "playerMarks")->setChecked(false);
            mltest::child<QComboBox>(options, "scale")->setCurrentIndex(1); // pixels per tile
            mltest::child<QSpinBox>(options, "scaleValue")->setValue(60);
            mltest::child<QComboBox>(options, "crop")->setCurrentIndex(0); // the whole board
        },
        &proposed, &name, path);
    const QImage image(path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.pixelColor(0, 0).alpha(), 0);
    // Every dimension a whole number of 60-pixel tiles plus the board's half-cell border and
    // the title's band: the same as the renderer gives at that scale.
    const PictureSettings kept = m_window->document()->pictureSettings();
    QVERIFY(m_window->document()->hasPictureSettings());
    QVERIFY(kept.transparent);
    QCOMPARE(kept.tileSize, 60);
    QVERIFY(!kept.hasLegend());
    QVERIFY(!kept.playerMarks);
    QCOMPARE(m_window->document()->undoStack()->count(), undoBefore + 1);

    // Offered again by the next export.
    bool transparent = false, marks = true;
    int tileSize = 0;
    exportThrough(
        "actionExport",
        [&](ExportDialog *options) {
            transparent = mltest::child<QCheckBox>(options, "transparent")->isChecked();
            marks = mltest::child<QCheckBox>(options, "playerMarks")->isChecked();
            tileSize = mltest::child<QSpinBox>(options, "scaleValue")->value();
        },
        &proposed, &name, QString());
    QVERIFY(transparent);
    QVERIFY(!marks);
    QCOMPARE(tileSize, 60);

    // The wiki line of the picture just exported, with the board's title (it has no caption)
    // and the board in words as its alt text.
    QAction *wiki = action("actionCopyWikiLine");
    QVERIFY(wiki->isEnabled());
    wiki->trigger();
    const QString title = m_window->document()->title(u"en"_s);
    QVERIFY(title.contains(u'&'));
    const QString description = m_window->pictures()->currentDescription();
    QVERIFY(description.startsWith(u"The board after move 2 of 2.\n"_s));
    QCOMPARE(QApplication::clipboard()->text(), wikiSnippet(u"settings.png"_s, title, description));
    QVERIFY(QApplication::clipboard()->text().startsWith(
        u"[[File:settings.png|thumb|alt=The board after move 2 of 2. 10 tiles"_s));
    QVERIFY(QApplication::clipboard()->text().endsWith(
        u"|Mage &#38; Witch: the mage in a big city]]"_s));

    // Undo takes the settings out of the board again.
    m_window->document()->undoStack()->undo();
    QVERIFY(!m_window->document()->hasPictureSettings());
}

void TestGuiExportChoices::exportDialogSpeaksTheInterfacesLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("transparent");
    QTest::addColumn<QString>("perTile");
    QTest::newRow("en") << u"en"_s << u"Transparent: no table colour behind the board"_s
                        << u"Pixels per tile"_s;
    QTest::newRow("nl") << u"nl"_s << u"Doorzichtig: geen tafelkleur achter het bord"_s
                        << u"Pixels per tegel"_s;
}

// The export dialog's new rows in the interface's language, the dialog whole on a 1280x720
// screen (a picture of it when MEEPLELAB_SCREENSHOTS names a folder).
void TestGuiExportChoices::exportDialogSpeaksTheInterfacesLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, transparent);
    QFETCH(QString, perTile);
    m_window = mltest::newWindow(language);
    QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
    QString seenTransparent, seenPerTile;
    bool fits = false;
    m_modal.expect<ExportDialog>([&](ExportDialog *options) {
        QVERIFY(QTest::qWaitForWindowExposed(options));
        seenTransparent = mltest::child<QCheckBox>(options, "transparent")->text();
        seenPerTile = mltest::child<QComboBox>(options, "scale")->itemText(1);
        // Whole on a 1280x720 screen (the offscreen platform's own screen is smaller, so the
        // size is what is checked; the screenshots show it in place in a real X server).
        const QSize frame = options->frameGeometry().size();
        fits = frame.width() <= 1280 && frame.height() <= 720 && frame.height() > 200;
        const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
        if (!shots.isEmpty())
            options->screen()->grabWindow(0).save(shots + u"/export-dialog-%1.png"_s.arg(language));
        options->reject();
    });
    action("actionExport")->trigger();
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QCOMPARE(seenTransparent, transparent);
    QCOMPARE(seenPerTile, perTile);
    QVERIFY(fits);
}
