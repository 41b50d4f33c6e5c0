// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilepalettedock.h"
#include "plaintext.h"
#include "setnames.h"

#include "boarddocument.h"
#include "boardview.h"
#include "themechooser.h"
#include "tilepalettemodel.h"
#include "tilepicture.h"
#include "tilerenderer.h"

#include <QAction>
#include <QComboBox>
#include <QDrag>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMimeData>
#include <QPainter>
#include <QSettings>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QToolButton>
#include <QVBoxLayout>

#include <functional>

namespace ml
{

namespace
{
const QString kFreePlacementKey = QStringLiteral("editor/freePlacement");

// Narrows rows by set and by the start of the id, case-insensitively.
class PaletteFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QString set, search;
    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex i = sourceModel()->index(row, 0, parent);
        if (!set.isEmpty() && i.data(TilePaletteModel::SetRole).toString() != set) return false;
        return i.data(TilePaletteModel::TileIdRole)
            .toString()
            .contains(search, Qt::CaseInsensitive);
    }
};

// The tile list. A drag carries the tile's id and shows its picture; it also picks the tile,
// so the board's tile tool is the one that receives it even if another tool was in use.
class PaletteView : public QListView
{
public:
    std::function<void(const QString &)> onDragStart;

protected:
    // Qt makes the first tile current when the list gets the focus with none current, and a
    // current tile is a picked one: a user who only tabbed past the palette found the tile
    // tool on the board with tile A. The first tile is made current quietly instead; the
    // arrows and a click still pick.
    void focusInEvent(QFocusEvent *event) override
    {
        if (!currentIndex().isValid() && model() && model()->rowCount() > 0) {
            const QSignalBlocker quiet(selectionModel());
            selectionModel()->setCurrentIndex(model()->index(0, 0), QItemSelectionModel::NoUpdate);
        }
        QListView::focusInEvent(event);
    }

    void startDrag(Qt::DropActions) override
    {
        const QModelIndex index = currentIndex();
        if (!index.isValid()) return;
        QMimeData *mime = model()->mimeData({index});
        if (!mime) return;
        if (onDragStart) onDragStart(index.data(TilePaletteModel::TileIdRole).toString());
        auto *drag = new QDrag(this);
        drag->setMimeData(mime);
        const QImage picture = index.data(Qt::DecorationRole).value<QImage>();
        if (!picture.isNull()) {
            drag->setPixmap(QPixmap::fromImage(picture));
            drag->setHotSpot(QPoint(picture.height() / 2, picture.height() / 2));
        }
        drag->exec(Qt::CopyAction, Qt::CopyAction);
    }
};
} // namespace

TilePaletteDock::TilePaletteDock(BoardDocument *document, QWidget *parent)
    : QDockWidget(parent), m_document(document), m_model(new TilePaletteModel(document, this)),
      m_proxy(new PaletteFilter(this)), m_set(new QComboBox), m_search(new QLineEdit),
      m_view(new PaletteView), m_freePlacement(new QAction(this)), m_freeButton(new QToolButton),
      m_mismatchHeading(plainLabel(nullptr)), m_mismatches(new QListWidget)
{
    setObjectName(QStringLiteral("tilePaletteDock"));
    redrawPictures();
    m_proxy->setSourceModel(m_model);
    m_set->setObjectName(QStringLiteral("paletteSet"));
    m_search->setObjectName(QStringLiteral("paletteSearch"));
    m_search->setClearButtonEnabled(true);
    m_view->setObjectName(QStringLiteral("paletteView"));
    m_view->setModel(m_proxy);
    m_view->setViewMode(QListView::IconMode);
    m_view->setIconSize(QSize(112, 56));
    fitGrid();
    m_view->setResizeMode(QListView::Adjust);
    m_view->setMovement(QListView::Static);
    m_view->setWordWrap(true);
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    static_cast<PaletteView *>(m_view)->onDragStart = [this](const QString &id) {
        Q_EMIT tilePicked(id);
    };

    // Free placement: remembered between sessions, F anywhere in the window.
    m_freePlacement->setObjectName(QStringLiteral("actionFreePlacement"));
    m_freePlacement->setCheckable(true);
    m_freePlacement->setShortcut(QKeySequence(Qt::Key_F));
    m_freePlacement->setChecked(QSettings().value(kFreePlacementKey, false).toBool());
    m_document->setFreePlacement(m_freePlacement->isChecked());
    connect(m_freePlacement, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(kFreePlacementKey, on);
        m_document->setFreePlacement(on);
    });
    addAction(m_freePlacement);
    m_freeButton->setObjectName(QStringLiteral("freePlacementButton"));
    m_freeButton->setDefaultAction(m_freePlacement);
    m_freeButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_freeButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // Switched on, the button must be seen to be on: tiles then go where they do not fit.
    m_freeButton->setStyleSheet(
        QStringLiteral("QToolButton:checked { background: #f6d38b; border: 1px solid #b7791f; "
                       "border-radius: 3px; font-weight: bold; color: #3e2f22; }"));

    m_mismatchHeading->setObjectName(QStringLiteral("mismatchHeading"));
    QFont bold = m_mismatchHeading->font();
    bold.setBold(true);
    m_mismatchHeading->setFont(bold);
    colourMismatchHeading();
    m_mismatches->setObjectName(QStringLiteral("mismatchList"));
    m_mismatches->setMaximumHeight(110);
    m_mismatches->setWordWrap(true);
    m_mismatches->setAlternatingRowColors(true);
    connect(m_mismatches, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_board && row >= 0) m_board->showMismatch(row);
    });
    connect(m_mismatches, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        if (m_board) m_board->showMismatch(m_mismatches->row(item));
    });

    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_set);
    layout->addWidget(m_search);
    layout->addWidget(m_view);
    layout->addWidget(m_freeButton);
    layout->addWidget(m_mismatchHeading);
    layout->addWidget(m_mismatches);
    setWidget(box);

    connect(m_set, &QComboBox::currentIndexChanged, this, &TilePaletteDock::updateFilter);
    connect(m_search, &QLineEdit::textChanged, this, &TilePaletteDock::updateFilter);
    // Enter in the search takes the tile whose id was typed (else the first one listed), as a
    // click would, so a tile is picked by keyboard without browsing the pictures.
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        const QString typed = m_search->text().trimmed();
        QString chosen;
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            const QString id = m_proxy->index(row, 0).data(TilePaletteModel::TileIdRole).toString();
            if (chosen.isEmpty() || id == typed) chosen = id;
            if (id == typed) break;
        }
        if (chosen.isEmpty()) return;
        pick(chosen);
        Q_EMIT chosenByKeys();
    });
    // A click or Enter on a tile picks it too: the tile made current quietly (focusInEvent)
    // was not, and a click on it changes nothing current.
    for (auto signal : {&QListView::clicked, &QListView::activated})
        connect(m_view, signal, this, [this](const QModelIndex &index) {
            if (index.isValid())
                Q_EMIT tilePicked(index.data(TilePaletteModel::TileIdRole).toString());
        });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    Q_EMIT tilePicked(current.data(TilePaletteModel::TileIdRole).toString());
            });
    connect(m_document, &BoardDocument::changed, this, &TilePaletteDock::updateMismatches);
    connect(m_document, &BoardDocument::freePlacementChanged, m_freePlacement,
            &QAction::setChecked);
    retranslateUi();
}

void TilePaletteDock::findTile()
{
    show();
    raise();
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void TilePaletteDock::redrawPictures()
{
    auto renderer = std::make_shared<TileRenderer>();
    // Every picture is as wide as a double tile (single tiles centred on a clear ground): the
    // list gives the caption the picture's width, and "Eg (nog 1)" needs more than one tile.
    // A new provider makes the model forget the pictures it holds.
    m_model->setPictureProvider(
        [renderer](const TileType &t) { return listTilePicture(*renderer, t, 56); });
}

bool TilePaletteDock::pick(const QString &tileId)
{
    const QModelIndex i = m_proxy->mapFromSource(m_model->indexOf(tileId));
    if (!i.isValid()) return false;
    m_view->setCurrentIndex(i);
    m_view->scrollTo(i);
    Q_EMIT tilePicked(tileId);
    return true;
}

void TilePaletteDock::updateFilter()
{
    auto *filter = static_cast<PaletteFilter *>(m_proxy);
    filter->set = m_set->currentData().toString();
    filter->search = m_search->text().trimmed();
    filter->refilter();
}

void TilePaletteDock::updateMismatches()
{
    const QList<SideMismatch> all = m_document->mismatches();
    {
        const QSignalBlocker block(m_mismatches);
        m_mismatches->clear();
        for (const SideMismatch &m : all) {
            auto *item = new QListWidgetItem(BoardDocument::mismatchText(m), m_mismatches);
            item->setToolTip(item->text());
        }
    }
    m_mismatchHeading->setText(tr("%n mismatched side(s)", nullptr, int(all.size())));
    m_mismatchHeading->setToolTip(
        tr("Free placement put these tiles where their sides do not match. A board file may "
           "not hold mismatched sides, so the board cannot be saved until they are fixed."));
    m_mismatchHeading->setVisible(!all.isEmpty());
    m_mismatches->setVisible(!all.isEmpty());
}

void TilePaletteDock::retranslateUi()
{
    setWindowTitle(tr("Tiles"));
    m_search->setPlaceholderText(tr("Search by id…"));
    // A screen reader meets these without a label beside them.
    m_view->setAccessibleName(tr("Tile palette"));
    m_search->setAccessibleName(tr("Search the tiles by id"));
    m_set->setAccessibleName(tr("Tiles of the set"));
    m_mismatches->setAccessibleName(tr("Mismatched sides"));
    m_freePlacement->setText(tr("Free placement"));
    m_freePlacement->setToolTip(
        tr("Free placement (F): put tiles where their sides do not match, to arrange a puzzle "
           "set-up. Mismatched sides are marked red and must be fixed before saving."));
    const QString current = m_set->currentData().toString();
    {
        const QSignalBlocker block(m_set);
        m_set->clear();
        m_set->addItem(tr("All sets"), QString());
        // Only sets with tiles of their own: the Abbot's gardens are printed on base tiles.
        for (RuleSet set : SetNames::all())
            if (set != SetAbbot) m_set->addItem(SetNames::name(set), ruleSetName(set));
        m_set->setCurrentIndex(qMax(0, m_set->findData(current)));
    }
    updateMismatches();
}

void TilePaletteDock::fitGrid()
{
    // Room under the picture for two lines of caption: "B (0 left, 1 over)" wraps in a larger
    // font or a longer language. Each entry is as tall as its caption needs (no uniform size
    // taken from the first, one-line entry), so a second line is never cut off.
    const int caption = 2 * m_view->fontMetrics().lineSpacing();
    m_view->setUniformItemSizes(false);
    m_view->setGridSize(QSize(124, m_view->iconSize().height() + caption + 12));
}

void TilePaletteDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    if (event->type() == QEvent::FontChange) fitGrid();
    if (event->type() == QEvent::PaletteChange) colourMismatchHeading();
    QDockWidget::changeEvent(event);
}

// A warning's red, as readable on the panel as its other text: the light theme's red read at
// 3.3:1 on the dark theme's grey, so it is lightened there (and in any dark palette).
void TilePaletteDock::colourMismatchHeading()
{
    QPalette p = m_mismatchHeading->palette();
    p.setColor(QPalette::WindowText, ThemeChooser::readableOn(QColor(0xcf, 0x22, 0x2e),
                                                              palette().color(QPalette::Window)));
    m_mismatchHeading->setPalette(p);
}

} // namespace ml
