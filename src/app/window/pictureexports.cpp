// SPDX-License-Identifier: GPL-3.0-or-later
#include "pictureexports.h"
#include "plaintext.h"

#include "boarddescription.h"
#include "boarddescriptiondialog.h"
#include "boarddocument.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "exportdialog.h"
#include "exportfile.h"
#include "languagemanager.h"
#include "picturelanguage.h"
#include "savedialog.h"
#include "selecttool.h"
#include "statusmessages.h"
#include "stepexport.h"
#include "stepper.h"
#include "wikisnippet.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QMimeData>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStatusBar>

namespace ml
{

namespace
{
// Pixels on the long side of a PNG and of the clipboard's picture: sharp in a forum post,
// small enough to paste anywhere.
constexpr int kPngSide = 2000;
constexpr int kClipboardSide = 1200;

bool endsWith(const QString &path, const char *suffix)
{
    return path.endsWith(QLatin1String(suffix), Qt::CaseInsensitive);
}
} // namespace

PictureExports::PictureExports(BoardDocument *document, BoardView *view, SelectTool *select,
                               ExploreController *explore, Stepper *stepper,
                               LanguageManager *languages, const Actions &actions,
                               QMainWindow *window)
    : QObject(window), m_document(document), m_view(view), m_select(select), m_explore(explore),
      m_stepper(stepper), m_languages(languages), m_window(window),
      m_stepAction(actions.exportStep), m_allStepsAction(actions.exportAllSteps),
      m_wikiAction(actions.copyWikiLine)
{
    connect(m_wikiAction, &QAction::triggered, this, &PictureExports::copyWikiLine);
    connect(actions.exportPdf, &QAction::triggered, this,
            [this] { chooseCurrentExport(Export::Pdf); });
    connect(actions.print, &QAction::triggered, this, &PictureExports::choosePrint);
    connect(actions.printPreview, &QAction::triggered, this, &PictureExports::printPreview);
    connect(actions.copyPicture, &QAction::triggered, this, &PictureExports::copyPicture);
    connect(actions.describeBoard, &QAction::triggered, this, &PictureExports::showDescription);
    connect(m_stepAction, &QAction::triggered, this, [this] { chooseCurrentExport(Export::Step); });
    connect(m_allStepsAction, &QAction::triggered, this, &PictureExports::chooseAllStepsExport);
    // Steps exist only in Explore.
    connect(m_explore, &ExploreController::jobChanged, this, &PictureExports::updateActions);
    // A new board or one opened: a board never saved has no name to keep its title under,
    // so the next such board must not inherit it.
    connect(m_document, &BoardDocument::reset, this, [this] { m_typedTitles.remove(QString()); });
    updateActions();
}

std::optional<QString> PictureExports::typedTitle() const
{
    const auto it = m_typedTitles.constFind(m_document->fileName());
    if (it == m_typedTitles.constEnd()) return std::nullopt;
    return *it;
}

void PictureExports::rememberTitle(const QString &title, const QMap<QString, QString> &proposals)
{
    bool proposed = false;
    for (const QString &p : proposals)
        proposed |= p == title;
    // The board's own title in either language is no title of the user's either.
    for (const char *language : {"en", "nl"})
        proposed |= title == m_document->title(QLatin1String(language));
    if (proposed)
        m_typedTitles.remove(m_document->fileName());
    else
        m_typedTitles.insert(m_document->fileName(), title);
}

QString PictureExports::proposedFileName() const
{
    QString name = SaveDialog::fileNameFrom(m_document->title(m_languages->language()));
    if (name.isEmpty()) {
        for (const char *language : {"en", "nl"}) {
            name = SaveDialog::fileNameFrom(m_document->title(QLatin1String(language)));
            if (!name.isEmpty()) break;
        }
    }
    if (name.isEmpty())
        name = SaveDialog::fileNameFrom(QFileInfo(m_document->fileName()).completeBaseName());
    return name.isEmpty() ? tr("board", "default name of an exported picture") : name;
}

void PictureExports::updateActions()
{
    m_stepAction->setEnabled(m_explore->isExploring());
    m_allStepsAction->setEnabled(m_explore->isExploring());
}

PicturePage PictureExports::currentPage(bool points) const
{
    if (m_explore->isExploring() && !m_stepper->isEmpty()) {
        PicturePage page = StepExport::page(*m_stepper, m_stepper->current(), points);
        page.caption.clear(); // a single step's title is the picture's title (defaults())
        return page;
    }
    PicturePage page;
    // The view's game outlives the export; the page only borrows it (no owner to share).
    page.game = std::shared_ptr<const Game>(std::shared_ptr<const Game>(), m_view->game());
    const BoardFile *file = m_document->file();
    page.after = m_view->showsSetup() || !file ? 0 : int(file->moves().size());
    return page;
}

QString PictureExports::currentDescription() const
{
    if (m_explore->isExploring() && !m_stepper->isEmpty())
        return BoardDescription::ofStep(*m_stepper, m_stepper->current());
    const Game *game = m_view->game();
    if (!game) return {};
    // Cells named as the view's edges name them: by the whole file's tiles.
    const Timeline &timeline = m_document->timeline();
    const EventText text(game->players(), CellNames::forTimeline(timeline));
    const BoardFile *file = m_document->file();
    const int moves = file ? int(file->moves().size()) : 0;
    const int after = m_view->showsSetup() ? 0 : moves;
    // After the moves of a finished game the view shows the game after its final scoring:
    // the scores before it, then its totals.
    QMap<QString, int> scores, finals;
    if (after == moves && timeline.finalScored()) {
        finals = timeline.scores();
        if (const std::shared_ptr<const Game> last = timeline.afterMoves())
            for (const Player &p : last->players())
                scores.insert(p.id, p.score);
    }
    return BoardDescription(text).text(*game, BoardDescription::heading(timeline, after), scores,
                                       finals);
}

void PictureExports::showDescription()
{
    BoardDescriptionDialog dialog(currentDescription(), m_window);
    dialog.exec();
}

QRect PictureExports::selectedCells() const
{
    const Game *game = m_view->game();
    if (!game) return {};
    QRect cells;
    const auto &tiles = game->board().tiles();
    for (int index : m_select->selectedTiles()) {
        if (index < 0 || index >= int(tiles.size())) continue;
        const PlacedTile &t = tiles[size_t(index)];
        // A double tile covers its second cell too.
        QRect r(t.at.x, t.at.y, 1, 1);
        if (t.type && t.type->isDouble()) {
            const Cell b = t.cell(1);
            r = r.united(QRect(b.x, b.y, 1, 1));
        }
        cells = cells.isNull() ? r : cells.united(r);
    }
    return cells;
}

QString PictureExports::languageOf(const Choice &choice) const
{
    return choice.language.isEmpty() ? m_languages->language() : choice.language;
}

PictureExports::Choice PictureExports::defaults() const
{
    Choice c;
    c.language = m_languages->language();
    c.title = typedTitle().value_or(proposedTitle(c.language));
    c.picture = m_document->pictureSettings();
    // Without settings of the board's own: as the board shows them; a step's picture has them
    // anyway, since its texts name cells.
    if (!m_document->hasPictureSettings())
        c.picture.coordinates =
            m_view->showsCoordinates() || (m_explore->isExploring() && !m_stepper->isEmpty());
    return c;
}

QString PictureExports::proposedTitle(const QString &language) const
{
    // A step's title comes from the program's texts, so it is made in the language asked for.
    const PictureLanguage texts(language, m_languages->language());
    if (m_explore->isExploring() && !m_stepper->isEmpty())
        return StepExport::page(*m_stepper, m_stepper->current(), false).caption;
    return m_document->title(language);
}

void PictureExports::prepare(BoardRenderer &renderer, const PicturePage &page,
                             PicturePages::Use use, const Choice &choice) const
{
    const Game *game = page.game.get();
    const bool strip = use == PicturePages::Use::Strip;
    if (!strip) renderer.setTitle(choice.title);
    renderer.setStepMarks(page.marks);
    // Named as the step texts and the view name them: by the whole file's tiles.
    renderer.setCellNames(CellNames::forTimeline(m_document->timeline()));
    renderer.setCoordinates(choice.picture.coordinates);
    renderer.setPlayerMarks(choice.picture.playerMarks);
    renderer.setTransparent(choice.picture.transparent);
    renderer.setTextAsPaths(choice.picture.textAsPaths);
    // The board's own marks and caption, in the picture's language; a strip has its caption
    // once, under the grid (pagesOf()).
    if (const BoardFile *file = m_document->file()) {
        renderer.setAnnotations(file->annotations(), page.after, languageOf(choice));
        if (!strip) renderer.setCaption(file->caption().in(languageOf(choice)));
    }
    if (choice.selectionOnly && game) {
        // Selected tiles are indices of the set-up tiles, which every position lists first.
        QRectF region;
        const auto &tiles = game->board().tiles();
        for (int index : m_select->selectedTiles())
            if (index >= 0 && index < int(tiles.size())) {
                const QRectF r = renderer.geometry().tileRect(tiles[size_t(index)]);
                region = region.isNull() ? r : region.united(r);
            }
        const qreal margin = choice.picture.margin * renderer.geometry().cellSize();
        if (!region.isNull()) renderer.setRegion(region.adjusted(-margin, -margin, margin, margin));
    } else if (!strip) {
        // A strip's pictures share one part of the table (PicturePages), so only a single
        // picture is cropped by the settings.
        renderer.setRegion(renderer.cropRegion(choice.picture));
    }
    if (game && !strip) renderer.setLegend(legend(*game, languageOf(choice), choice.picture));
    renderer.setMarkerLegend(choice.picture.legendMarks);
}

QList<BoardRenderer::LegendEntry> PictureExports::legend(const Game &game, const QString &language,
                                                         const PictureSettings &settings)
{
    return BoardRenderer::pictureLegend(game, language, settings.legendPlayers,
                                        settings.legendFigures);
}

QList<BoardRenderer::LegendEntry> PictureExports::legend(const QList<PicturePage> &pages,
                                                         const QString &language,
                                                         const PictureSettings &settings)
{
    QList<BoardRenderer::LegendEntry> out;
    for (const PicturePage &page : pages) {
        if (!page.game) continue;
        for (const BoardRenderer::LegendEntry &e : legend(*page.game, language, settings)) {
            auto same = std::find_if(out.begin(), out.end(), [&](const auto &o) {
                return o.text == e.text && o.colour == e.colour;
            });
            if (same == out.end())
                out.append(e);
            else if (same->figure == BoardRenderer::LegendFigure::None)
                same->figure = e.figure;
        }
    }
    return out;
}

PicturePages PictureExports::pagesOf(const QList<PicturePage> &pages, const Choice &choice,
                                     const QString &description) const
{
    const int last = int(pages.size()) - 1;
    const QList<BoardRenderer::LegendEntry> legend =
        PictureExports::legend(pages, languageOf(choice), choice.picture);
    PicturePages out(pages, [this, choice, last, legend](BoardRenderer &r, const PicturePage &p,
                                                         int index, PicturePages::Use use) {
        prepare(r, p, use, choice);
        // A strip's legend hangs under its last picture and names the figures of every step.
        if (use == PicturePages::Use::Strip && index == last) r.setLegend(legend);
    });
    out.setStripTitle(choice.title);
    out.setDescription(description);
    if (const BoardFile *file = m_document->file())
        out.setStripFooter(file->caption().in(languageOf(choice)));
    return out;
}

void PictureExports::failed(const QString &error)
{
    plainWarning(m_window, tr("Export failed"),
                 tr("The picture could not be saved: %1").arg(error));
}

bool PictureExports::exportCurrent(const QString &path, const Choice &choice)
{
    QString error;
    bool ok = false;
    {
        const PictureLanguage language(choice.language, m_languages->language());
        const QList<PicturePage> one{currentPage(choice.points)};
        // In the picture's language, as its other texts.
        const QString description = currentDescription();
        if (endsWith(path, ".pdf")) {
            ok = pagesOf(one, choice, description).writePdf(path, choice.pageSize, &error);
        } else {
            BoardRenderer renderer;
            renderer.setGame(one.first().game.get());
            prepare(renderer, one.first(), PicturePages::Use::Page, choice);
            renderer.setDescription(description);
            const double perTile = choice.picture.pixelsPerTile();
            ok = endsWith(path, ".svg") ? renderer.exportSvg(path, &error)
                 : perTile > 0 ? renderer.exportPngAt(path, perTile, choice.picture.dpi, &error)
                               : renderer.exportPng(path, kPngSide, &error);
        }
    }
    if (!ok) failed(error);
    return ok;
}

bool PictureExports::exportAllSteps(const QString &path, const Choice &choice)
{
    if (!m_explore->isExploring() || m_stepper->isEmpty()) return false;
    QString error;
    QString why; // the system's reason a file did not open
    bool ok = false;
    {
        // The step captions in the picture's language.
        const PictureLanguage language(choice.language, m_languages->language());
        // The strip's steps lead up to its last one: that board is the one described.
        const PicturePages pages =
            pagesOf(StepExport::allPages(*m_stepper, choice.points), choice,
                    BoardDescription::ofStep(*m_stepper, m_stepper->count() - 1));
        if (endsWith(path, ".pdf")) {
            ok = pages.writePdf(path, choice.pageSize, &error);
        } else {
            const bool svg = endsWith(path, ".svg");
            ok = writeExportFile(
                path,
                [&pages, svg](QIODevice *file) {
                    if (!svg) return pages.stripImage().save(file, "PNG");
                    const QByteArray bytes = pages.stripSvg();
                    return !bytes.isEmpty() && file->write(bytes) == bytes.size();
                },
                &why);
        }
    }
    if (ok) return true;
    if (error.isEmpty())
        error = why.isEmpty() ? tr("cannot write %1").arg(path)
                              : tr("cannot write %1: %2").arg(path, why);
    failed(error);
    return false;
}

void PictureExports::copyPicture()
{
    Choice choice = defaults();
    choice.selectionOnly = !m_select->selectedTiles().isEmpty();
    const PicturePage page = currentPage(false);
    BoardRenderer renderer;
    renderer.setGame(page.game.get());
    prepare(renderer, page, PicturePages::Use::Page, choice);
    renderer.setDescription(currentDescription());
    // Ready to paste into a forum post (PNG) or a document (SVG).
    QApplication::clipboard()->setMimeData(pictureMimeData(renderer, kClipboardSide));
    m_window->statusBar()->showMessage(choice.selectionOnly
                                           ? tr("The selected tiles are on the clipboard")
                                           : tr("The board is on the clipboard"),
                                       StatusTimeout);
}

bool PictureExports::print(QPrinter *printer)
{
    const Choice choice = defaults();
    const PicturePages pages = pagesOf({currentPage(false)}, choice);
    printer->setPageOrientation(pages.wide() ? QPageLayout::Landscape : QPageLayout::Portrait);
    return pages.paintPages(printer);
}

void PictureExports::printPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    const PicturePages pages = pagesOf({currentPage(false)}, defaults());
    printer.setPageOrientation(pages.wide() ? QPageLayout::Landscape : QPageLayout::Portrait);
    QPrintPreviewDialog preview(&printer, m_window);
    preview.setObjectName(QStringLiteral("printPreview"));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [this](QPrinter *p) { print(p); });
    preview.exec();
}

void PictureExports::choosePrint()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, m_window);
    dialog.setObjectName(QStringLiteral("printDialog"));
    if (dialog.exec() != QDialog::Accepted) return;
    if (!print(&printer))
        plainWarning(m_window, tr("Printing failed"), tr("The board could not be printed."));
}

bool PictureExports::ask(Choice *choice, const QMap<QString, QString> &proposals, bool steps,
                         bool pages)
{
    ExportDialog options(choice->title, !m_select->selectedTiles().isEmpty(), m_window);
    options.setLanguage(choice->language);
    options.setProposedTitles(proposals);
    options.showStepOptions(steps);
    options.showPageOptions(pages);
    options.setSettings(choice->picture);
    const PictureSettings offered = choice->picture;
    if (options.exec() != QDialog::Accepted) return false;
    choice->title = options.title();
    rememberTitle(choice->title, proposals);
    choice->picture = options.settings();
    // Only settings the user changed are kept with the board: an export as offered leaves
    // the board as it was, with nothing to save.
    const bool changed =
        choice->picture != offered ||
        (options.part() == ExportDialog::Part::Selection) != !m_select->selectedTiles().isEmpty();
    choice->selectionOnly = options.part() == ExportDialog::Part::Selection;
    if (choice->selectionOnly) {
        // Kept with the board as the rectangle of cells the selection spans, so the next
        // export, or `render`, draws the same part without the selection.
        const QRect cells = selectedCells();
        if (!cells.isNull()) {
            choice->picture.crop = PictureSettings::Crop::Cells;
            choice->picture.cropFrom = {cells.left(), cells.top()};
            choice->picture.cropTo = {cells.right(), cells.bottom()};
            choice->selectionOnly = false;
        }
    }
    // Remembered with the board: one undo step.
    if (changed) m_document->setPictureSettings(choice->picture);
    choice->points = options.points();
    choice->language = options.language();
    choice->pageSize = options.pageSize();
    return true;
}

void PictureExports::choosePictureExport()
{
    chooseCurrentExport(Export::Picture);
}

void PictureExports::chooseCurrentExport(Export kind)
{
    Choice choice = defaults();
    const bool step = m_explore->isExploring() && !m_stepper->isEmpty();
    // File > Export picture titles the picture as the board, also in Explore; the step's
    // exports as the step.
    QMap<QString, QString> proposals;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")})
        proposals.insert(language, kind == Export::Picture ? m_document->title(language)
                                                           : proposedTitle(language));
    choice.title = typedTitle().value_or(proposals.value(choice.language));
    if (!ask(&choice, proposals, step, kind == Export::Pdf)) return;
    const QString board = m_document->fileName();
    QList<SaveDialog::Filter> filters;
    if (kind != Export::Pdf)
        filters = {{tr("PNG image (*.png)"), QStringLiteral("png")},
                   {tr("SVG drawing (*.svg)"), QStringLiteral("svg")}};
    if (kind != Export::Picture)
        filters.append({tr("PDF document (*.pdf)"), QStringLiteral("pdf")});
    const QString title = kind == Export::Pdf    ? tr("Export PDF")
                          : kind == Export::Step ? tr("Export this step")
                                                 : tr("Export picture");
    const QString path = SaveDialog::ask(m_window, QStringLiteral("exportDialog"), title, filters,
                                         SaveDialog::startFolder(board), proposedFileName());
    if (path.isEmpty()) return;
    if (exportCurrent(path, choice)) {
        SaveDialog::remember(path);
        exported(path, choice, false);
    }
}

void PictureExports::exported(const QString &path, const Choice &choice, bool allSteps)
{
    // The caption written under the picture, else its title, in the picture's language.
    QString words;
    if (const BoardFile *file = m_document->file()) words = file->caption().in(languageOf(choice));
    if (words.isEmpty()) words = choice.title;
    QString description;
    {
        const PictureLanguage language(choice.language, m_languages->language());
        description = allSteps ? BoardDescription::ofStep(*m_stepper, m_stepper->count() - 1)
                               : currentDescription();
    }
    m_wikiLine = wikiSnippet(path, words, description);
    m_wikiAction->setEnabled(true);
}

void PictureExports::copyWikiLine()
{
    if (m_wikiLine.isEmpty()) return;
    QApplication::clipboard()->setText(m_wikiLine);
    m_window->statusBar()->showMessage(tr("The wiki line is on the clipboard: %1").arg(m_wikiLine),
                                       StatusTimeout);
}

void PictureExports::chooseAllStepsExport()
{
    if (!m_explore->isExploring() || m_stepper->isEmpty()) return;
    Choice choice = defaults();
    // Every step has its own caption: the strip or the document is titled as the board.
    const QMap<QString, QString> proposals{
        {QStringLiteral("en"), m_document->title(QStringLiteral("en"))},
        {QStringLiteral("nl"), m_document->title(QStringLiteral("nl"))}};
    choice.title = typedTitle().value_or(m_document->title(choice.language));
    if (!ask(&choice, proposals, true, true)) return;
    const QString board = m_document->fileName();
    const QString path =
        SaveDialog::ask(m_window, QStringLiteral("exportDialog"), tr("Export all steps"),
                        {{tr("PNG image, the steps in a grid (*.png)"), QStringLiteral("png")},
                         {tr("SVG drawing, the steps in a grid (*.svg)"), QStringLiteral("svg")},
                         {tr("PDF document, a step on each page (*.pdf)"), QStringLiteral("pdf")}},
                        SaveDialog::startFolder(board), proposedFileName());
    if (path.isEmpty()) return;
    if (exportAllSteps(path, choice)) {
        SaveDialog::remember(path);
        exported(path, choice, true);
    }
}

} // namespace ml
