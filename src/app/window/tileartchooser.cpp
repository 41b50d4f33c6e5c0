// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileartchooser.h"

#include "boardview.h"
#include "plaintext.h"
#include "refusaltext.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QFileDialog>
#include <QMainWindow>
#include <QSettings>
#include <QStatusBar>

namespace ml
{

namespace
{
const QString kChoiceKey = QStringLiteral("view/tileArt");
const QString kFolderKey = QStringLiteral("view/tileArtFolder");
constexpr int kStatusMs = 8000;
} // namespace

TileArtChooser::TileArtChooser(QAction *builtin, QAction *lineArt, QAction *folder, BoardView *view,
                               QMainWindow *window)
    : QObject(window), m_builtin(builtin), m_lineArt(lineArt), m_folder(folder), m_view(view),
      m_window(window)
{
    auto *group = new QActionGroup(this);
    for (QAction *a : {m_builtin, m_lineArt, m_folder})
        group->addAction(a);
    connect(m_builtin, &QAction::triggered, this, &TileArtChooser::chooseBuiltin);
    connect(m_lineArt, &QAction::triggered, this, &TileArtChooser::chooseLineArt);
    connect(m_folder, &QAction::triggered, this, &TileArtChooser::chooseFolder);
}

QString TileArtChooser::lineArtFolder()
{
    return QStringLiteral(":/art/line-art");
}

void TileArtChooser::restore()
{
    const QSettings settings;
    const QString choice = settings.value(kChoiceKey).toString();
    if (choice == u"line-art") {
        use(Choice::LineArt, TileArt::load(lineArtFolder()), false);
    } else if (choice == u"folder") {
        const QString folder = settings.value(kFolderKey).toString();
        if (auto art = TileArt::load(folder)) {
            use(Choice::Folder, art, false);
        } else {
            m_window->statusBar()->showMessage(
                tr("The tile pictures' folder %1 cannot be read: the tiles keep the built-in art")
                    .arg(QDir::toNativeSeparators(folder)),
                kStatusMs);
            use(Choice::Builtin, nullptr, false);
        }
    } else {
        use(Choice::Builtin, nullptr, false);
    }
}

void TileArtChooser::chooseBuiltin()
{
    QSettings().setValue(kChoiceKey, QStringLiteral("builtin"));
    use(Choice::Builtin, nullptr, true);
}

void TileArtChooser::chooseLineArt()
{
    QSettings().setValue(kChoiceKey, QStringLiteral("line-art"));
    use(Choice::LineArt, TileArt::load(lineArtFolder()), true);
}

void TileArtChooser::chooseFolder()
{
    QSettings settings;
    const QString last = settings.value(kFolderKey).toString();
    QFileDialog files(m_window, tr("Choose a folder of tile pictures"),
                      last.isEmpty() ? QDir::homePath() : last);
    files.setObjectName(QStringLiteral("tileArtFolderDialog"));
    files.setFileMode(QFileDialog::Directory);
    files.setOption(QFileDialog::ShowDirsOnly);
    if (files.exec() != QDialog::Accepted || files.selectedFiles().isEmpty()) {
        check(m_choice); // nothing chosen: the art stays as it was
        return;
    }
    const QString folder = files.selectedFiles().constFirst();
    std::shared_ptr<const TileArt> art = TileArt::load(folder);
    if (!art) {
        plainWarning(m_window, tr("Tile art"),
                     tr("%1 is not a folder that can be read. The tiles keep their art.")
                         .arg(QDir::toNativeSeparators(folder)));
        check(m_choice);
        return;
    }
    settings.setValue(kFolderKey, folder);
    settings.setValue(kChoiceKey, QStringLiteral("folder"));
    use(Choice::Folder, art, true);
}

void TileArtChooser::use(Choice choice, const std::shared_ptr<const TileArt> &art, bool told)
{
    m_choice = choice;
    check(choice);
    TileArt::setInUse(art);
    // The view's tile pictures follow the renderer's generation, which the new art changed.
    m_view->viewport()->update();
    Q_EMIT artChanged();
    if (art) report(*art, told);
}

void TileArtChooser::check(Choice choice)
{
    m_builtin->setChecked(choice == Choice::Builtin);
    m_lineArt->setChecked(choice == Choice::LineArt);
    m_folder->setChecked(choice == Choice::Folder);
}

void TileArtChooser::report(const TileArt &art, bool told)
{
    const bool bundled = m_choice == Choice::LineArt;
    const QString folder = QDir::toNativeSeparators(art.folder());
    const QStringList missing = art.missing();
    if (missing.isEmpty() && art.problems().isEmpty()) {
        m_window->statusBar()->showMessage(
            bundled ? tr("Tiles drawn as line art for print")
                    : tr("Tiles drawn from %n picture(s) in %1", nullptr, art.pictureCount())
                          .arg(folder),
            kStatusMs);
        return;
    }
    QStringList texts;
    if (!missing.isEmpty())
        texts << tr("%n tile(s) have no picture in %1 and keep the built-in art: %2", nullptr,
                    int(missing.size()))
                     .arg(folder, missing.join(QStringLiteral(", ")));
    if (!art.problems().isEmpty())
        texts
            << tr("%n picture(s) in %1 refused.", nullptr, int(art.problems().size())).arg(folder);
    if (!told) {
        m_window->statusBar()->showMessage(texts.join(u' '), kStatusMs);
        return;
    }
    QStringList refused;
    for (const TileArt::Problem &problem : art.problems())
        refused << problemText(problem);
    std::unique_ptr<QMessageBox> box(
        plainMessageBox(refused.isEmpty() ? QMessageBox::Information : QMessageBox::Warning,
                        tr("Tile art"), texts.join(u'\n'), QMessageBox::Ok, m_window, false));
    box->setObjectName(QStringLiteral("tileArtReport"));
    if (!refused.isEmpty()) setPlainInformativeText(box.get(), refused.join(u'\n'));
    box->exec();
}

QString TileArtChooser::problemText(const TileArt::Problem &problem) const
{
    using Code = TileArt::ProblemCode;
    const auto arg = [&problem](int i) { return problem.args.value(i); };
    QString why;
    switch (problem.code) {
    case Code::CannotRead:
        why = RefusalText().reason(problem.readError);
        break;
    case Code::NotPng:
        why = tr("not a PNG picture");
        break;
    case Code::Damaged:
        why = tr("the picture's data is damaged or cut short");
        break;
    case Code::SvgUndrawable:
        why = tr("the SVG engine cannot draw it");
        break;
    case Code::TooManyPixels:
        why = tr("the picture is %1 x %2 pixels; a tile picture may be at most %3 pixels on a "
                 "side and %4 pixels in all (4096 x 4096)")
                  .arg(arg(0), arg(1))
                  .arg(TileArt::kMaxSide)
                  .arg(TileArt::kMaxPixels);
        break;
    case Code::EmptyPicture:
        why = tr("the picture has no size");
        break;
    case Code::SvgSyntax:
        why = tr("not a valid SVG: line %1, column %2: %3").arg(arg(0), arg(1), arg(2));
        break;
    case Code::SvgDocumentType:
        why = tr("the SVG declares a document type (DTD), which tile pictures may not");
        break;
    case Code::SvgInstruction:
        why = tr("the SVG holds the processing instruction \"%1\", which tile pictures may not")
                  .arg(arg(0));
        break;
    case Code::SvgNotSvg:
        why = tr("not an SVG: the document is a <%1>").arg(arg(0));
        break;
    case Code::SvgImage:
        why = tr("the SVG holds an <image>; a tile picture in SVG is drawn from shapes only "
                 "(save a scan as PNG)");
        break;
    case Code::SvgReference:
        why = tr("the SVG refers to something outside itself: %1").arg(arg(0));
        break;
    case Code::SvgTooDeep:
        why = tr("the SVG nests its elements more than %1 deep").arg(arg(0));
        break;
    case Code::SvgTooManyClones:
        why = tr("the SVG holds more than %1 <use> elements").arg(arg(0));
        break;
    case Code::TooManyPictures:
        why = tr("the folder holds more than %1 tile pictures").arg(arg(0));
        break;
    case Code::TwoPictures:
        why = tr("the tile already has a picture, %1").arg(arg(0));
        break;
    }
    return tr("%1: %2", "file name: reason").arg(problem.fileName, why);
}

} // namespace ml
